import { accountPaths, type ExternalSessionResponse, GAME_TOKEN_HEADER } from '@sb/contract';
import { request } from '../../../api/http.ts';

/**
 * GET /api/session?timestamp= with the external token in the game-token header (SPEC.md §7): the
 * session the token stands for. The timestamp keeps any cache from answering.
 */
export function fetchExternalSession(token: string): Promise<ExternalSessionResponse> {
  return request(accountPaths.apiSession, {
    query: { timestamp: Date.now() },
    schema: 'ExternalSessionResponse',
    headers: { [GAME_TOKEN_HEADER]: token },
  });
}
