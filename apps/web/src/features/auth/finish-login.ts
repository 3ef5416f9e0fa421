import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Session } from './session-store.ts';

/**
 * The end of every login flow (SPEC.md §4 "Login": finishing stores the session, then loads the
 * player's preferences). The session is already stored; this loads what belongs to the player.
 */
export function useFinishLogin(): (session: Session) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (session: Session) => {
      // What was cached for the visitor may differ for the player (prices per account, settings).
      await queryClient.invalidateQueries();
      void session;
    },
    [queryClient],
  );
}
