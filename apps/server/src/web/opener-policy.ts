import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every response carries `Cross-Origin-Opener-Policy: same-origin` (helmet, plugins/security-plugin.ts):
 * a window that opened the sportsbook keeps no handle on it (no later redirect to a look-alike login, no
 * frames counted, no navigations watched). A server-rendered page the browser itself opened (an address
 * typed, a bookmark, the home screen: `Sec-Fetch-Site: none`, a top-level document) goes without it: it
 * has no opener for the policy to cut, and the policy would cost it a new renderer process
 * (docs/decisions/security-hardening.md). The one exception, an address typed into a tab another site
 * had opened, the page's starter turns back into a navigation of our own, which carries the policy
 * (start-script.ts): so only a page with that starter may go without. A shared cache keeps one copy
 * each way (`Vary`).
 */
export function openerPolicyForPage(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'sec-fetch-site');
  if (request.headers['sec-fetch-site'] === 'none' && request.headers['sec-fetch-dest'] === 'document') {
    // helmet writes its headers on the raw response.
    reply.raw.removeHeader('cross-origin-opener-policy');
  }
}
