import type { FreeBet, PlacementResponse } from '@sb/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BETSLIP, useBetslipStore, type BetPick } from './betslip-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { givenSession, sentRequests } from '../../test/session.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useStoredToken } from '../../test/wallet.ts';
import { betslipActions } from './betslip-actions.ts';
import Betslip from './components/betslip.tsx';
import { useFreeBetStore } from './free-bet-store.ts';
import { usePricingStore } from './pricing-store.ts';
import { toggleBet } from './slip-bets.ts';

const FREE_BETS = '/xapi/rest/accounts/7/freebets';
const PLACE = '/xapi/rest/accounts/7/betslips';

const pick = (outcomeId: number, description: string, decimal: number): BetPick => ({
  outcomeId,
  outcomeDescription: description,
  marketId: outcomeId * 10,
  decimal,
});

function onSlip(...picks: BetPick[]): void {
  for (const p of picks) toggleBet(p, { maxBets: 15, expand: true });
  betslipActions.updateBets(picks.map((p) => ({ outcomeId: p.outcomeId, eventId: p.outcomeId * 100 })));
  betslipActions.setView('singles');
}

const arsenal = pick(1, 'Arsenal', 2.5);
const chelsea = pick(2, 'Chelsea', 1.4);

const token = (id: number, extra: Partial<FreeBet> = {}): FreeBet => ({
  id,
  amount: '5.00',
  currency: 'EUR',
  description: 'Welcome free bet',
  expiresAt: '2099-11-30T12:00:00Z',
  minOdds: 1.5,
  lineKinds: ['single', 'multiple'],
  status: 'available',
  ...extra,
});

const fiver = token(11);
const tenner = token(12, {
  amount: '10.00',
  description: 'Weekend free bet',
  expiresAt: '2099-12-24T12:00:00Z',
});

const picker = (bet: string) => screen.getByRole('combobox', { name: `Use a free bet for ${bet}` });
const options = (bet: string) =>
  within(picker(bet))
    .getAllByRole('option')
    .map((o) => o.textContent);
const stakeFor = (name: string) => screen.getByRole('textbox', { name: `Stake for ${name}` });
const totals = () => screen.getAllByRole('definition').map((d) => d.textContent);

let forgetToken: () => void = () => undefined;

beforeEach(() => {
  forgetToken = useStoredToken();
  localStorage.clear();
  useBetslipStore.setState(EMPTY_BETSLIP);
  useFreeBetStore.setState({ chosen: {} });
  usePricingStore.setState({ priced: null, status: 'idle' });
  usePreferencesStore.setState({ userAcceptOdds: 'D', oddsType: 'not_selected' });
  setViewportWidth(1366);
  givenSession();
});

afterEach(() => {
  forgetToken();
  vi.useRealTimers();
});

describe('Betslip: free bets (issue 14; SPEC.md §4 Stake entry, §5, §8 RES-00241)', () => {
  it('offers the tokens a line may use: by kind, currency, minimum odds, and not used or expired', async () => {
    const fetchMock = mockApi({
      [FREE_BETS]: {
        freeBets: [
          fiver,
          tenner,
          token(13, { lineKinds: ['multiple'], description: 'Multiples only' }),
          token(14, { minOdds: 3, description: 'Long shots' }),
          token(15, { currency: 'GBP', description: 'Pounds' }),
          token(16, { status: 'used', description: 'Spent' }),
          token(17, { expiresAt: '2001-01-01T00:00:00Z', description: 'Old' }),
        ],
      },
    });
    onSlip(arsenal, chelsea);
    renderWithProviders(<Betslip />);
    await waitFor(() => expect(options('Arsenal')).toHaveLength(3));
    expect(options('Arsenal')).toEqual([
      'No free bet',
      '€5.00 free bet · expires 30 Nov · Welcome free bet',
      '€10.00 free bet · expires 24 Dec · Weekend free bet',
    ]);
    // Chelsea's 1.40 is below every token's minimum odds: no control at all.
    expect(screen.queryByRole('combobox', { name: 'Use a free bet for Chelsea' })).toBeNull();
    const call = sentRequests(fetchMock).find((r) => r.url.pathname === FREE_BETS);
    expect(new Headers(call?.init.headers).get('X-SB-Price-Format')).toBe('euro');
  });

  it('stakes the line with the chosen token: its amount shows as the stake, not returned, and costs nothing', async () => {
    const user = userEvent.setup();
    mockApi({ [FREE_BETS]: { freeBets: [fiver, tenner] } });
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.type(stakeFor('Arsenal'), '4');
    await waitFor(() => expect(options('Arsenal')).toHaveLength(3));

    await user.selectOptions(picker('Arsenal'), '€5.00 free bet · expires 30 Nov · Welcome free bet');
    expect(screen.getByText('Free bet €5.00 — stake not returned')).toBeTruthy();
    // The cash stake went: they exclude each other (§4); the field offers one instead.
    expect((stakeFor('Arsenal') as HTMLInputElement).value).toBe('');
    expect(stakeFor('Arsenal').getAttribute('placeholder')).toBe('Or a cash stake');
    // Winnings only: 5.00 at 2.50 returns 12.50, less the stake that is not returned.
    expect(screen.getByText('Returns €7.50')).toBeTruthy();
    expect(totals()).toEqual(['€0.00', '€5.00', '€7.50']);
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', false);

    // Removing the choice is freeBetNull: no stake at all.
    await user.selectOptions(picker('Arsenal'), 'No free bet');
    expect(screen.queryByText(/stake not returned/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
  });

  it('a cash stake typed on the line takes the free bet off', async () => {
    const user = userEvent.setup();
    mockApi({ [FREE_BETS]: { freeBets: [fiver] } });
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await waitFor(() => expect(options('Arsenal')).toHaveLength(2));
    await user.selectOptions(picker('Arsenal'), '€5.00 free bet · expires 30 Nov · Welcome free bet');
    expect(screen.getByText('Free bet €5.00 — stake not returned')).toBeTruthy();

    await user.type(stakeFor('Arsenal'), '3');
    expect(screen.queryByText(/stake not returned/)).toBeNull();
    expect((picker('Arsenal') as HTMLSelectElement).value).toBe('');
    expect(totals()).toEqual(['€3.00', '€7.50']);
  });

  it('disables Place bet and says why when a free bet is mixed with another stake (§5)', async () => {
    const user = userEvent.setup();
    mockApi({ [FREE_BETS]: { freeBets: [fiver] } });
    onSlip(arsenal, pick(3, 'Spurs', 2));
    renderWithProviders(<Betslip />);
    await waitFor(() => expect(options('Arsenal')).toHaveLength(2));
    await user.selectOptions(picker('Arsenal'), '€5.00 free bet · expires 30 Nov · Welcome free bet');
    await user.type(stakeFor('Spurs'), '2');
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'A free bet cannot be combined with another stake. Remove the other stake or the free bet to place your bet.',
      ),
    ).toBeTruthy();
  });

  it('places the free bet with its token, then lists the tokens anew (the used one goes)', async () => {
    const user = userEvent.setup();
    const placed: PlacementResponse = {
      betSlipId: '41',
      status: 'accepted',
      reference: 'R-41',
      bets: [
        {
          betId: '9001',
          ref: 'sel1',
          betTypeId: 200001,
          description: 'Arsenal',
          outcomeIds: [1],
          noOfBets: 1,
          unitStake: '5.00',
          totalStake: '5.00',
          potentialReturns: '7.50',
          eachWay: false,
          isFreeBet: true,
          decimal: 2.5,
        },
      ],
      totalStake: '0.00',
      potentialReturns: '7.50',
      balance: '100.00',
      delay: 0,
      errors: [],
    };
    const fetchMock = mockApi({ [FREE_BETS]: { freeBets: [fiver] }, [PLACE]: placed });
    onSlip(arsenal);
    const { queryClient } = renderWithProviders(<Betslip />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(options('Arsenal')).toHaveLength(2));
    await user.selectOptions(picker('Arsenal'), '€5.00 free bet · expires 30 Nov · Welcome free bet');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('heading', { name: 'Bet placed' })).toBeTruthy();

    const placement = sentRequests(fetchMock).find((r) => r.url.pathname === PLACE);
    const body = JSON.parse(placement?.init.body as string) as { singles: Record<string, unknown>[] };
    expect(body.singles[0]).toMatchObject({
      unitStake: '0',
      isFreeBet: true,
      freeBetId: 11,
      freeMoneyUnitStake: '5.00',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['free-bets'] });
    // The slip is done with the token: the next slip starts without a choice.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(useFreeBetStore.getState().chosen).toEqual({});
  });

  it('shows RES-00241 on the line when the server refuses the free bet (§8)', async () => {
    const user = userEvent.setup();
    mockApi({
      [FREE_BETS]: { freeBets: [fiver] },
      [PLACE]: {
        betSlipId: '42',
        status: 'rejected',
        reference: 'R-42',
        bets: [],
        totalStake: '0',
        potentialReturns: '0',
        balance: null,
        delay: 0,
        errors: [{ code: 'RES-00241', message: 'The free bet could not be used', ref: 'sel1' }],
      } satisfies PlacementResponse,
    });
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await waitFor(() => expect(options('Arsenal')).toHaveLength(2));
    await user.selectOptions(picker('Arsenal'), '€5.00 free bet · expires 30 Nov · Welcome free bet');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The free bet could not be used.');
    // On the line, not repeated in the slip's footer.
    expect(screen.getAllByRole('listitem')[0]?.contains(alert)).toBe(true);
  });

  it.each([
    ['used', { status: 'used' as const }],
    ['expired', { expiresAt: '2001-01-01T00:00:00Z' }],
  ])('shows RES-00241 on a line whose chosen token is %s now', async (_name, change) => {
    mockApi({ [FREE_BETS]: { freeBets: [token(11, change)] } });
    onSlip(arsenal);
    useFreeBetStore.setState({ chosen: { sel1: 11 } });
    renderWithProviders(<Betslip />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The free bet could not be used.');
    expect((picker('Arsenal') as HTMLSelectElement).value).toBe('11');
  });

  it("keeps a single's free bet with its selection when an earlier one is removed", async () => {
    const user = userEvent.setup();
    mockApi({ [FREE_BETS]: { freeBets: [fiver] } });
    onSlip(pick(3, 'Spurs', 2), arsenal);
    renderWithProviders(<Betslip />);
    await waitFor(() => expect(options('Arsenal')).toHaveLength(2));
    await user.selectOptions(picker('Arsenal'), '€5.00 free bet · expires 30 Nov · Welcome free bet');
    await user.click(screen.getByRole('button', { name: 'Remove Spurs' }));
    expect(useFreeBetStore.getState().chosen).toEqual({ sel1: 11 });
    expect(screen.getByText('Free bet €5.00 — stake not returned')).toBeTruthy();
  });

  it('stakes the multiple with a token, and offers a system only the tokens for systems', async () => {
    const user = userEvent.setup();
    const systemsToo = token(21, { lineKinds: ['system'], minOdds: 1.2, description: 'System free bet' });
    mockApi({ [FREE_BETS]: { freeBets: [fiver, systemsToo] } });
    onSlip(arsenal, pick(3, 'Spurs', 2), pick(4, 'Leeds', 3));
    betslipActions.setView('multiples');
    renderWithProviders(<Betslip />);
    // The treble's 2.50 x 2 x 3 = 15.00 clears the minimum; the system-only token is not offered.
    await waitFor(() => expect(options('Treble')).toHaveLength(2));
    await user.selectOptions(picker('Treble'), '€5.00 free bet · expires 30 Nov · Welcome free bet');
    const treble = screen.getByRole('list', { name: 'Multiples' });
    expect(within(treble).getByText('Free bet €5.00 — stake not returned')).toBeTruthy();
    expect(within(treble).getByText('Returns €70.00')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'System' }));
    // A system's lowest leg (2.00) is held against the minimum; only the system token fits.
    await waitFor(() => expect(options('Trixie')).toHaveLength(2));
    expect(options('Trixie')[1]).toMatch(/System free bet$/);
  });

  it('asks a visitor for no free bets', () => {
    const fetchMock = mockApi({ [FREE_BETS]: { freeBets: [fiver] } });
    useSessionStore.getState().clearSession();
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(requestedPaths(fetchMock)).not.toContain(FREE_BETS);
  });
});
