import * as z from 'zod/mini';
import { Text } from './common.ts';

/**
 * The postMessage bridge between the sportsbook and a host page that frames it (SPEC.md §1 Modes:
 * "Messages are posted to the parent frame for ready, login, logout, resize, balance update,
 * language and user activity. Hosted mode requires login through the parent frame."). The spec
 * names the messages, not their shapes: these are ours (docs/decisions/host-page.md).
 *
 * Both directions carry a `source` naming the sender, so either side can tell them from the other
 * messages a page receives (extensions, analytics, other frames). The sportsbook posts only to the
 * brand's configured host origin, and reads only messages from it that parse here: anything else
 * is dropped unread.
 */

const Locale = z.string().check(z.regex(/^[a-z]{2}$/, 'Expected a two-letter locale'));

/** Why the player is logged out (SPEC.md §4 Logout and Auth on load). */
export const LogoutReason = z.enum(['user', 'unauthorized', 'jwe_token_expired', 'host']);
export type LogoutReason = z.infer<typeof LogoutReason>;

/** What the sportsbook tells its host page. */
export const SportsbookMessage = z.discriminatedUnion('type', [
  /** The app has started and listens: the host may now send a token or a language. */
  z.object({ source: z.literal('sportsbook'), type: z.literal('ready'), brand: z.string(), locale: Locale }),
  z.object({
    source: z.literal('sportsbook'),
    type: z.literal('login'),
    username: z.string(),
    currency: z.string(),
  }),
  z.object({ source: z.literal('sportsbook'), type: z.literal('logout'), reason: LogoutReason }),
  /** The document's height in CSS pixels, on every change: the host sizes its iframe to it. */
  z.object({ source: z.literal('sportsbook'), type: z.literal('resize'), height: z.number() }),
  /** The player's total balance, as the wallet's balance call gives it (§3 Wallet: totalBalance). */
  z.object({
    source: z.literal('sportsbook'),
    type: z.literal('balance'),
    balance: z.number(),
    currency: z.string(),
  }),
  z.object({ source: z.literal('sportsbook'), type: z.literal('language'), locale: Locale }),
  /** The player used the page (settings.enable_user_activity_tracking_on_iframe), at most once a period. */
  z.object({ source: z.literal('sportsbook'), type: z.literal('user-activity') }),
  /** Hosted mode: the player asked to log in; the host logs them in and sends a token back. */
  z.object({ source: z.literal('sportsbook'), type: z.literal('login-required') }),
  /** A CMS link marked open_in_parent_frame: the host navigates its own page there. */
  z.object({ source: z.literal('sportsbook'), type: z.literal('navigate'), url: z.string() }),
]);
export type SportsbookMessage = z.infer<typeof SportsbookMessage>;

/**
 * What a host page may tell the sportsbook, one schema per `type`; any other shape is ignored. A
 * table rather than a discriminated union: the web parses these in a lazy chunk, and the union's
 * code would join every page's first load (the bundler keeps all of zod in one first-load chunk).
 */
export const HOST_MESSAGES = {
  /** The host's session token for the player (an external session token, SPEC.md §3 Login state). */
  login: z.object({
    source: z.literal('sportsbook-host'),
    type: z.literal('login'),
    token: Text(4096).check(z.minLength(1)),
  }),
  logout: z.object({ source: z.literal('sportsbook-host'), type: z.literal('logout') }),
  language: z.object({ source: z.literal('sportsbook-host'), type: z.literal('language'), locale: Locale }),
};
export type HostMessage = z.infer<(typeof HOST_MESSAGES)[keyof typeof HOST_MESSAGES]>;

/** A host page's message in one of the documented shapes, else undefined. */
export function parseHostMessage(data: unknown): HostMessage | undefined {
  const type = (data as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !Object.hasOwn(HOST_MESSAGES, type)) return undefined;
  const parsed = HOST_MESSAGES[type as keyof typeof HOST_MESSAGES].safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
