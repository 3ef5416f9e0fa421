import { SETTINGS_DEFAULTS } from '@sb/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { settingsQueryOptions } from '../../api/settings.ts';
import { currentChannel } from '../../hooks/use-media-query.ts';
import type { BetPick } from './betslip-store.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

let toggleModule: Promise<typeof import('./toggle-selection.ts')> | undefined;

/**
 * Loads the toggle's code (the slip's bet rules): on the first press of any price, so pages that
 * nobody bets on never load it. Price buttons call it on pointer down and focus, before the click.
 */
export function loadToggle(): Promise<typeof import('./toggle-selection.ts')> {
  toggleModule ??= import('./toggle-selection.ts');
  return toggleModule;
}

/**
 * The toggle of a price button (SPEC.md §4 "Toggle", "Logged-out add"). The settings and session it
 * depends on are read when the price is pressed, not watched: a busy list has a few hundred price
 * buttons, and a settings query observed by each cost its timers and subscriptions on every page
 * load. The rules themselves are in toggle-selection.ts, loaded on first use.
 */
export function useToggleSelection(): (pick: BetPick) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (pick) =>
      void loadToggle().then(({ toggleSelection }) => {
        const settings = queryClient.getQueryData(settingsQueryOptions(currentChannel()).queryKey);
        const session = useSessionStore.getState().session;
        toggleSelection(pick, {
          loggedIn: session !== null && session.pendingFactor === null,
          retailCodes: settings?.betslip_generate_retail_code ?? false,
          maxBets: settings?.max_bets_on_betslip ?? SETTINGS_DEFAULTS.max_bets_on_betslip,
          maxBetsMessage: settings?.max_bets_error_message ?? SETTINGS_DEFAULTS.max_bets_error_message,
        });
      }),
    [queryClient],
  );
}
