import { ChatSessionTokenResponse, liveChatPaths, type Settings } from '@sb/contract';
import {
  CHAT_TOKEN_FAILED,
  chatTokenConfigError,
  chatTokenWanted,
  liveChatUrl,
  type ChatTokenState,
  type ChatVisitor,
} from '@sb/domain';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { playerDetailsQueryOptions } from '../../account/index.ts';
import type { Session } from '../../../lib/session/session-store.ts';

/**
 * The chat URL of a press on Live chat (SPEC.md §4 "Chat token", §6, §8; docs/decisions/live-chat.md),
 * loaded on the first press: the first-load bundle carries none of it.
 */

export interface LiveChatPress {
  settings: Settings;
  /** The logged-in player's session; null for a visitor. */
  session: Session | null;
  queryClient: QueryClient;
}

/** Longest the exchange may take before the chat opens without its token. */
const CHAT_TOKEN_TIMEOUT_MS = 10_000;

/**
 * The sessions whose chat token failed (§4: "failure stores FAILED"): their chat opens plain from
 * then on, and no press asks again. A new login is a new session, which tries again.
 */
const failedSessions = new Set<string>();
const sessionKey = (session: Session) => `${session.id}:${session.loggedInAt}`;

/**
 * §7: the player's avaya token from our API (whose 401 / 403 does not log out, §8), posted as
 * text/plain with the provider's client key as bearer to the chat-token URL, which answers `s`.
 * Rejects with the §8 text when the chat-token URL or the bearer is not configured.
 */
async function fetchChatToken(settings: Settings, playerId: number): Promise<string> {
  const missing = chatTokenConfigError(settings);
  if (missing) throw new Error(missing);
  const signal = AbortSignal.timeout(CHAT_TOKEN_TIMEOUT_MS);
  const { token } = await request(liveChatPaths.avayaTokens, {
    query: { playerId },
    schema: 'AvayaTokenResponse',
    withAuth: true,
    signal,
  });
  // The chat provider's own address, not our API: none of the API's headers or parameters, no cookies.
  const response = await fetch(settings.avaya_chat_token_url, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${settings.avaya_chat_bearer_token}` },
    body: token,
    credentials: 'omit',
    signal,
  });
  if (!response.ok) throw new Error(`The chat-token URL answered ${response.status}`);
  const answer = ChatSessionTokenResponse.safeParse(await response.json());
  if (!answer.success) throw new Error('The chat-token URL answered no chat session token');
  return answer.data.s;
}

/**
 * The URL to open: plain for a visitor, an affiliate, the emulate setting, a chat without Avaya or
 * a session whose token failed; else with a chat session token fetched now. Never rejects: a
 * failure is logged (§8 "Silent or logged only") and stored as FAILED, and the chat opens plain.
 */
async function liveChatTarget({ settings, session, queryClient }: LiveChatPress): Promise<string> {
  const visitor: ChatVisitor = { loggedIn: session !== null, partnerMatrixAffiliate: false };
  const known: ChatTokenState = session && failedSessions.has(sessionKey(session)) ? CHAT_TOKEN_FAILED : null;
  // What needs no token asks nothing, not even whether the player is an affiliate.
  if (!session || !chatTokenWanted(settings, visitor, known)) return liveChatUrl(settings, visitor, known);
  let state: ChatTokenState;
  try {
    // The account feature's query: a cached answer serves, a fetch here fills it for the account pages.
    const details = await queryClient.fetchQuery(playerDetailsQueryOptions(session.username));
    const player: ChatVisitor = { loggedIn: true, partnerMatrixAffiliate: details.isPartnerMatrixAffiliate };
    if (!chatTokenWanted(settings, player, null)) return liveChatUrl(settings, player, null);
    state = { s: await fetchChatToken(settings, session.id) };
  } catch (error) {
    console.error('Live chat token failed: the chat opens without it', error);
    failedSessions.add(sessionKey(session));
    state = CHAT_TOKEN_FAILED;
  }
  return liveChatUrl(settings, visitor, state);
}

/** The chat's window sent to `url`, if it is still open (a blocked popup is null). */
function showChat(popup: Window | null, url: string): void {
  if (!popup || popup.closed) return;
  let target: URL | undefined;
  try {
    target = new URL(url, window.location.href);
  } catch {
    target = undefined;
  }
  // A web page only: any other scheme in a setting (javascript:) would run in this site's origin.
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) {
    console.error('Live chat URL is not a web address', url);
    popup.close();
    return;
  }
  // The chat is another site: it gets no handle on this page.
  popup.opener = null;
  popup.location.replace(target.href);
}

/** A press on Live chat, once this module is loaded: the chat's window sent to its URL. */
export async function openLiveChat(popup: Window | null, press: LiveChatPress): Promise<void> {
  showChat(popup, await liveChatTarget(press));
}
