import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadAccountPreferences } from '../settings/index.ts';
import { syncAccountFavourites } from '../../lib/favourites/account-favourites.ts';
import type { Session } from '../../lib/session/session-store.ts';
import { keepExternalToken } from './keep-external-token.ts';

/**
 * The end of every login flow (SPEC.md §4 "Login": finishing stores the session, then loads the
 * player's preferences, default stake and theme, and its favourites, merged with this browser's), an
 * external token's included. The session is
 * already stored; this loads what belongs to the player. Never rejects: a failed preferences load
 * leaves the local ones.
 */
export async function finishLogin(queryClient: QueryClient, session: Session): Promise<void> {
  // Only a finished login is shared through the cookie: a token that still owes its second factor
  // would be refused by the next page.
  if (session.externalToken) keepExternalToken(session.externalToken);
  await Promise.all([
    loadAccountPreferences(session),
    syncAccountFavourites(session),
    // What was cached for the visitor may differ for the player (prices per account, settings).
    queryClient.invalidateQueries(),
  ]);
}

/** finishLogin for a component. */
export function useFinishLogin(): (session: Session) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((session: Session) => finishLogin(queryClient, session), [queryClient]);
}
