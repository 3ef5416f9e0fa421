import type { Settings } from '@sb/contract';
import { liveChatPage } from './live-chat-offered.ts';

/**
 * Live chat (SPEC.md §2 Subheader, §4 "Chat token", §6, §8; docs/decisions/live-chat.md). Two chat
 * pages may be configured: `avaya_live_chat_url`, the Avaya chat, which takes the player's chat
 * token, and `live_chat_url`, a chat that knows no token. The Avaya one wins when both are set.
 */
export type LiveChatSettings = Pick<
  Settings,
  | 'live_chat_url'
  | 'avaya_live_chat_url'
  | 'live_chat_excluded'
  | 'avaya_chat_token_url'
  | 'avaya_chat_bearer_token'
  | 'emulate_partner_matrix_affiliate'
>;

/** §4 "Chat token": a failed exchange is stored as this, and the chat then opens without a token. */
export const CHAT_TOKEN_FAILED = 'FAILED';

/**
 * The player's chat token as far as this session knows it: null before it is fetched, FAILED once
 * fetching it failed, else the chat session token `s` the chat-token URL answered.
 */
export type ChatTokenState = null | typeof CHAT_TOKEN_FAILED | { s: string };

/** §8 "Silent or logged only": the rejection of a token chat without its exchange configured. */
export const MISSING_CHAT_CONFIGURATION =
  'Missing Avaya chat configuration: URL or Bearer Token is not defined.';

/** The query parameter that carries the chat session token to the chat page. */
export const CHAT_TOKEN_PARAM = 's';

/** Who presses Live chat: logged in or not, and whether the operator counts them as an affiliate. */
export interface ChatVisitor {
  loggedIn: boolean;
  /** §3 Player details isPartnerMatrixAffiliate; false for a visitor. */
  partnerMatrixAffiliate: boolean;
}

/**
 * Whether the chat takes a token for this visitor: the Avaya chat, a logged-in player, and neither
 * a partner-matrix affiliate nor the emulate setting (§6: those get the plain chat URL).
 */
export function chatTakesToken(settings: LiveChatSettings, visitor: ChatVisitor): boolean {
  return (
    settings.avaya_live_chat_url !== '' &&
    visitor.loggedIn &&
    !visitor.partnerMatrixAffiliate &&
    !settings.emulate_partner_matrix_affiliate
  );
}

/** Whether a press must fetch the token first: the chat takes one and none was fetched this session. */
export function chatTokenWanted(
  settings: LiveChatSettings,
  visitor: ChatVisitor,
  state: ChatTokenState,
): boolean {
  return chatTakesToken(settings, visitor) && state === null;
}

/**
 * The exchange's configuration check: the chat-token URL and its bearer are both needed, else the
 * §8 rejection text (the caller logs it and opens the plain chat).
 */
export function chatTokenConfigError(
  settings: Pick<LiveChatSettings, 'avaya_chat_token_url' | 'avaya_chat_bearer_token'>,
): string | undefined {
  return settings.avaya_chat_token_url === '' || settings.avaya_chat_bearer_token === ''
    ? MISSING_CHAT_CONFIGURATION
    : undefined;
}

/**
 * The URL Live chat opens (§4, §6): the chat page with the chat session token appended when the
 * chat takes one and this session holds one; the plain page otherwise (a visitor, an affiliate or
 * the emulate setting, no token fetched, or FAILED).
 *
 * @example liveChatUrl(avayaChat, player, { s: 'abc' }) // 'https://chat.example.com/?lang=en&s=abc'
 */
export function liveChatUrl(settings: LiveChatSettings, visitor: ChatVisitor, state: ChatTokenState): string {
  const page = liveChatPage(settings);
  if (!chatTakesToken(settings, visitor) || state === null || state === CHAT_TOKEN_FAILED) return page;
  return withQueryParam(page, CHAT_TOKEN_PARAM, state.s);
}

/**
 * `url` with `name=value` in its query: its other parameters and its fragment kept, a parameter of
 * that name replaced (the chat page reads one token). Plain string work, so a relative URL (a chat
 * page on the site's own origin) works as an absolute one does.
 */
export function withQueryParam(url: string, name: string, value: string): string {
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash);
  const mark = beforeHash.indexOf('?');
  const path = mark < 0 ? beforeHash : beforeHash.slice(0, mark);
  const query = mark < 0 ? '' : beforeHash.slice(mark + 1);
  const kept = query.split('&').filter((part) => part !== '' && paramName(part) !== name);
  kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${path}?${kept.join('&')}${fragment}`;
}

/** A query part's name as the page reads it (decoded; a malformed escape left as written). */
function paramName(part: string): string {
  const raw = part.split('=', 1)[0]!.replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
