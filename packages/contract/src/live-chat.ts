import * as z from 'zod/mini';
import { queryPositiveInt, Text } from './common.ts';

/**
 * Live chat (SPEC.md §4 "Chat token", §7 "Account"; docs/decisions/live-chat.md): the player's
 * avaya token from this back end, exchanged at the chat provider's chat-token URL (a setting, not
 * a path of ours) for the chat session token `s` the chat page takes.
 */
export const liveChatPaths = {
  /** GET with playerId, authenticated: the player's avaya token. */
  avayaTokens: '/api/avaya_tokens',
} as const;

/** GET /api/avaya_tokens: the player the token is for, who must be the caller. */
export const AvayaTokenQuery = z.object({ playerId: queryPositiveInt });
export type AvayaTokenQuery = z.infer<typeof AvayaTokenQuery>;

/**
 * An avaya token as the server signs it: a base64url payload, a dot, a base64url HMAC-SHA256 (43
 * characters). The chat-token URL receives it as its whole text/plain body.
 */
export const AvayaToken = z.string().check(z.regex(/^[\w-]{1,512}\.[\w-]{43}$/, 'Expected an avaya token'));

export const AvayaTokenResponse = z.object({ token: AvayaToken });
export type AvayaTokenResponse = z.infer<typeof AvayaTokenResponse>;

/** The chat-token URL's answer (§7 "response s"): the chat session token the chat page takes. */
export const ChatSessionTokenResponse = z.object({ s: Text(2048).check(z.minLength(1)) });
export type ChatSessionTokenResponse = z.infer<typeof ChatSessionTokenResponse>;
