import { PricingResponse, type PlayerDetails } from '@sb/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BETSLIP, useBetslipStore, type BetPick } from './betslip-store.ts';
import { mockApi } from '../../test/api-mock.ts';
import { aliceDetails } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { givenSession } from '../../test/session.ts';
import { useStoredToken } from '../../test/wallet.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { betslipActions } from './betslip-actions.ts';
import Betslip from './components/betslip.tsx';
import { usePricingStore } from './pricing-store.ts';
import { toggleBet } from './slip-bets.ts';

const DETAILS = '/xapi/icore/players/alice/details';

const pick = (outcomeId: number, description: string, decimal: number): BetPick => ({
  outcomeId,
  outcomeDescription: description,
  marketId: outcomeId * 10,
  decimal,
});

/** Three picks of three events: a treble, as the server last priced it with its extra winnings. */
function trebleWithExtra(extraParlayWinnings: string): void {
  const picks = [pick(1, 'Arsenal', 2.5), pick(2, 'Chelsea', 1.8), pick(3, 'Tottenham', 3)];
  for (const p of picks) toggleBet(p, { maxBets: 15, expand: true });
  betslipActions.updateBets(picks.map((p) => ({ outcomeId: p.outcomeId, eventId: p.outcomeId * 100 })));
  usePricingStore.setState({
    status: 'fulfilled',
    priced: PricingResponse.parse({
      model: { multiples: [{ ref: 'mul1', description: 'Treble', extraParlayWinnings }] },
      betMayBeReferred: false,
      availableBalance: '100.00',
      errors: [],
    }),
  });
}

const details = (excludedFromPromotions: boolean): Partial<PlayerDetails> => ({
  username: 'alice',
  excludedFromPromotions,
});

const loaded = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('success'));

let forgetToken: () => void = () => undefined;

beforeEach(() => {
  forgetToken = useStoredToken();
  useBetslipStore.setState(EMPTY_BETSLIP);
  usePricingStore.setState({ priced: null, status: 'idle' });
  setViewportWidth(1366);
});

afterEach(() => forgetToken());

describe('parlay extra winnings under the multiple (SPEC.md §6)', () => {
  it.each`
    enabled  | loggedIn | excluded | amount    | shown
    ${true}  | ${true}  | ${false} | ${'1.33'} | ${true}
    ${false} | ${true}  | ${false} | ${'1.33'} | ${false}
    ${true}  | ${false} | ${false} | ${'1.33'} | ${false}
    ${true}  | ${true}  | ${true}  | ${'1.33'} | ${false}
    ${true}  | ${true}  | ${false} | ${'0'}    | ${false}
    ${true}  | ${true}  | ${false} | ${'0.00'} | ${false}
  `(
    'enabled $enabled, logged in $loggedIn, excluded $excluded, amount $amount: shown $shown',
    async ({ enabled, loggedIn, excluded, amount, shown }) => {
      mockApi(
        { [DETAILS]: aliceDetails(details(excluded as boolean)) },
        { enable_parlay_extra_winnings: enabled as boolean },
      );
      if (loggedIn) givenSession();
      else useSessionStore.getState().clearSession();
      trebleWithExtra(amount as string);
      const { queryClient } = renderWithProviders(<Betslip />);
      const multiples = screen.getByRole('list', { name: 'Multiples' });
      if (shown) {
        expect(await within(multiples).findByText('Parlay extra winnings +€1.33')).toBeTruthy();
        return;
      }
      // Whatever would decide it has arrived: the settings, and the details when they are asked for.
      await loaded(queryClient, ['settings', 'web']);
      if (enabled && loggedIn && Number(amount) > 0) await loaded(queryClient, ['player-details', 'alice']);
      expect(within(multiples).queryByText(/Parlay extra winnings/)).toBeNull();
    },
  );
});
