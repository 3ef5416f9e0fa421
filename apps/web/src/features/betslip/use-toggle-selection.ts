import { SETTINGS_DEFAULTS } from '@sb/contract';
import { useCallback } from 'react';
import { useSettings } from '../../api/settings.ts';
import type { BetPick } from '../../stores/betslip-store.ts';
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
 * The toggle of a price button (SPEC.md §4 "Toggle", "Logged-out add"), with the settings and
 * session it depends on; the rules themselves are in toggle-selection.ts, loaded on first use.
 */
export function useToggleSelection(): (pick: BetPick) => void {
  const settings = useSettings();
  const loggedIn = useSessionStore((s) => s.session !== null && s.session.pendingFactor === null);
  const maxBets = settings?.max_bets_on_betslip ?? SETTINGS_DEFAULTS.max_bets_on_betslip;
  const retailCodes = settings?.betslip_generate_retail_code ?? false;
  const maxBetsMessage = settings?.max_bets_error_message ?? SETTINGS_DEFAULTS.max_bets_error_message;
  return useCallback(
    (pick) =>
      void loadToggle().then(({ toggleSelection }) =>
        toggleSelection(pick, { loggedIn, retailCodes, maxBets, maxBetsMessage }),
      ),
    [loggedIn, retailCodes, maxBets, maxBetsMessage],
  );
}
