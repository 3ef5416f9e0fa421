import { accountPaths, type RefreshResponse } from '@sb/contract';
import { queryOptions } from '@tanstack/react-query';
import { getRequestContext, request } from '../../../api/http.ts';

/** POST .../security_question/getquestion (authenticated, SPEC.md §7): the player's question. */
export const securityQuestionQueryOptions = (username: string) =>
  queryOptions({
    // Keyed by player: another login must not see the previous player's question.
    queryKey: ['security-question', username],
    queryFn: ({ signal }) =>
      request(accountPaths.securityQuestion(getRequestContext().locale), {
        method: 'POST',
        schema: 'SecurityQuestionResponse',
        withAuth: true,
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });

/** POST .../security_question/checkAnswer (form: answer): the answer carries the full session. */
export function checkSecurityAnswer(answer: string): Promise<RefreshResponse> {
  return request(accountPaths.securityAnswer(getRequestContext().locale), {
    method: 'POST',
    body: { answer },
    schema: 'RefreshResponse',
    withAuth: true,
  });
}
