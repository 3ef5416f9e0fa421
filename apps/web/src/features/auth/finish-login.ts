import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadAccountPreferences } from '../settings/index.ts';
import type { Session } from '../../lib/session/session-store.ts';

/**
 * The end of every login flow (SPEC.md §4 "Login": finishing stores the session, then loads the
 * player's preferences, default stake and theme). The session is already stored; this loads what
 * belongs to the player. Never rejects: a failed preferences load leaves the local ones.
 */
export function useFinishLogin(): (session: Session) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (session: Session) => {
      await Promise.all([
        loadAccountPreferences(session),
        // What was cached for the visitor may differ for the player (prices per account, settings).
        queryClient.invalidateQueries(),
      ]);
    },
    [queryClient],
  );
}
