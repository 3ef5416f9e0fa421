import { ExternalHeader } from '@sb/contract';
import type { FastifyInstance } from 'fastify';

/** §7 "external header fetched by GET from a configured URL": the operator's site answers or it is left out. */
const FETCH_TIMEOUT_MS = 3_000;
/** The contract caps css, js and html at 50,000 characters each. */
const MAX_ANSWER_BYTES = 200_000;

/**
 * The frame document is the operator's script and markup, isolated (docs/decisions/operator-content.md):
 * - `sandbox` without allow-same-origin gives it an opaque origin, so its script cannot read this
 *   site's storage or cookies (the player's session) or reach the page that frames it, even though it
 *   is served from this site's address;
 * - its links may move the whole page, but only when the player clicks one;
 * - inline style and script only (its own), images and fonts from https.
 */
export const EXTERNAL_HEADER_POLICY = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  'font-src https: data:',
  'connect-src https:',
  "frame-ancestors 'self'",
].join('; ');

/** A `</style` or `</script` inside the operator's text would close our element early. */
const inert = (text: string, tag: 'style' | 'script') =>
  text.replaceAll(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The document the frame shows: the operator's css, html and js, links opening in the whole page. */
export function externalHeaderDocument(header: ExternalHeader, language: string): string {
  return [
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">`,
    '<base target="_top">',
    `<style>html,body{margin:0;height:100%;overflow:hidden}${inert(header.css, 'style')}</style>`,
    `</head><body>${header.html}<script>${inert(header.js, 'script')}</script></body></html>`,
  ].join('');
}

/**
 * What the brand shows when its header cannot be fetched: its name, leading home, so the desktop
 * header is never an empty bar.
 */
export function fallbackHeader(brandName: string, language: string): ExternalHeader {
  return {
    css:
      'a{display:flex;align-items:center;height:100%;padding:0 1rem;color:#fff;' +
      'font:600 18px/1 system-ui,sans-serif;text-decoration:none}a:focus-visible{outline:2px solid #fff}',
    js: '',
    html: `<a href="/${escapeHtml(language)}">${escapeHtml(brandName)}</a>`,
  };
}

/**
 * GET the brand's external_header_url and read it as §7's { css, js, html }. A path on this site
 * is asked in-process (the demo's); another address with a deadline and a size limit. When it cannot
 * be had or read, the reason, for the caller to log.
 */
export async function fetchExternalHeader(
  app: FastifyInstance,
  url: string,
  brand: string,
): Promise<{ header: ExternalHeader } | { error: string }> {
  let text: string;
  try {
    if (url.startsWith('/')) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'x-sb-brand': brand } });
      if (answer.statusCode !== 200) return { error: `status ${answer.statusCode}` };
      text = answer.body;
    } else {
      const answer = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!answer.ok) return { error: `status ${answer.status}` };
      text = await answer.text();
    }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
  if (text.length > MAX_ANSWER_BYTES) return { error: `answer over ${MAX_ANSWER_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'answer is not JSON' };
  }
  const parsed = ExternalHeader.safeParse(json);
  return parsed.success ? { header: parsed.data } : { error: 'answer is not { css, js, html }' };
}
