import type { PlacementResponse } from '@sb/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BETSLIP, useBetslipStore, type BetPick } from './betslip-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { mockApi, requestedPaths, type MockResponse } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { useToastStore } from '../../ui/toast-store.ts';
import { givenSession, sentRequests } from '../../test/session.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { balanceBody, useStoredToken } from '../../test/wallet.ts';
import { pricedSingle, pricingAnswer, type PricedSingle } from '../../test/betslip.ts';
import { betslipActions } from './betslip-actions.ts';
import Betslip from './components/betslip.tsx';
import BetslipRuntime from './components/betslip-runtime.tsx';
import BetslipSheet from './components/betslip-sheet.tsx';
import { usePricingStore } from './pricing-store.ts';
import { toggleBet } from './slip-bets.ts';

const PRICING = '/xapi/rest/betslips/pricing';
const PLACE = '/xapi/rest/accounts/7/betslips';

const pick = (outcomeId: number, description: string, decimal: number): BetPick => ({
  outcomeId,
  outcomeDescription: description,
  marketId: outcomeId * 10,
  decimal,
});

/** Bets on the slip as a player adds them, each from its own event (as a pricing answer says). */
function onSlip(...picks: BetPick[]): void {
  for (const p of picks) toggleBet(p, { maxBets: 15, expand: true });
  betslipActions.updateBets(picks.map((p) => ({ outcomeId: p.outcomeId, eventId: p.outcomeId * 100 })));
}

const arsenal = pick(1, 'Arsenal', 2.5);
const chelsea = pick(2, 'Chelsea', 1.8);
const spurs = pick(3, 'Tottenham', 3);

function placed(overrides: Partial<PlacementResponse> = {}): PlacementResponse {
  return {
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
        unitStake: '4.00',
        totalStake: '4.00',
        potentialReturns: '10.00',
        eachWay: false,
        isFreeBet: false,
        decimal: 2.5,
      },
    ],
    totalStake: '4.00',
    potentialReturns: '10.00',
    balance: '96.00',
    delay: 0,
    errors: [],
    ...overrides,
  };
}

const slip = () => screen.getByRole('tabpanel');
const stakeFor = (name: string) => screen.getByRole('textbox', { name: `Stake for ${name}` });

let forgetToken: () => void = () => undefined;

beforeEach(() => {
  forgetToken = useStoredToken();
  localStorage.clear();
  useBetslipStore.setState(EMPTY_BETSLIP);
  usePricingStore.setState({ priced: null, status: 'idle' });
  useShellStore.setState({ overlay: undefined });
  useToastStore.setState({ toasts: [] });
  usePreferencesStore.setState({ userAcceptOdds: 'D', oddsType: 'not_selected' });
  setViewportWidth(1366);
  givenSession();
});

afterEach(() => {
  forgetToken();
  vi.useRealTimers();
});

describe('Betslip: selections, tabs and stakes (SPEC.md §2, §4, §5)', () => {
  it('lists the selections in ref order, offers singles and multiples, and renumbers after a removal', async () => {
    const user = userEvent.setup();
    mockApi();
    onSlip(arsenal, chelsea, spurs);
    renderWithProviders(<Betslip />);
    // A bet joining another switches to the multiples view; three selections offer system bets.
    const tabs = screen.getByRole('tablist', { name: 'Bet types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Singles3', 'Multiples', 'System']);
    expect(within(tabs).getByRole('tab', { name: 'Multiples' }).getAttribute('aria-selected')).toBe('true');
    const items = within(slip()).getByRole('list', { name: '3 selections' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 9)),
    ).toEqual(['Arsenal2.', 'Chelsea1.', 'Tottenham']);

    await user.click(screen.getByRole('button', { name: 'Remove Chelsea' }));
    expect(Object.values(useBetslipStore.getState().bets).map((b) => [b.ref, b.outcomeDescription])).toEqual([
      ['sel1', 'Arsenal'],
      ['sel2', 'Tottenham'],
    ]);
    expect(screen.queryByRole('tab', { name: 'System' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    mockApi();
    onSlip(arsenal, chelsea);
    renderWithProviders(<Betslip />);
    screen.getByRole('tab', { name: 'Multiples' }).focus();
    await user.keyboard('{ArrowLeft}');
    const singles = screen.getByRole('tab', { name: /^Singles/ });
    expect(singles.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(singles);
    expect(useBetslipStore.getState().view).toBe('singles');
  });

  it("prices a single as the stake is typed: returns and totals from the domain's pricer", async () => {
    const user = userEvent.setup();
    mockApi();
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.type(stakeFor('Arsenal'), '4');
    expect(within(slip()).getByText('Returns €10.00')).toBeTruthy();
    const totals = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(totals).toEqual(['€4.00', '€10.00']);
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', false);
  });

  it.each([
    ['a third decimal', '1.234', '1.23'],
    ['a second dot', '1.2.', '1.2'],
    ["'00'", '00', '0'],
    ['more than 13 characters', '12345678901234', '1234567890123'],
  ])('drops a keystroke the stake rules refuse (§5): %s', async (_, typed, kept) => {
    const user = userEvent.setup();
    mockApi();
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.type(stakeFor('Arsenal'), typed);
    expect((stakeFor('Arsenal') as HTMLInputElement).value).toBe(kept);
  });

  it('keeps Place bet disabled until a stake is set (§5 placement disabled)', () => {
    mockApi();
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Enter a stake to place a bet.')).toBeTruthy();
  });

  it('types with the numeric keyboard on a phone: digits, decimal point, delete, done (§2)', async () => {
    const user = userEvent.setup();
    setViewportWidth(390);
    mockApi();
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.click(stakeFor('Arsenal'));
    const keyboard = screen.getByRole('group', { name: 'Stake keyboard' });
    for (const key of ['1', 'Decimal point', '5', 'Delete', '0'])
      await user.click(within(keyboard).getByRole('button', { name: new RegExp(`^${key}$`) }));
    expect((stakeFor('Arsenal') as HTMLInputElement).value).toBe('1.0');
    // The system keyboard stays away: the field asks for none.
    expect(stakeFor('Arsenal').getAttribute('inputmode')).toBe('none');
    await user.click(within(keyboard).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Stake keyboard' })).toBeNull();
  });

  it("offers the quick stakes of the player's currency (§9)", async () => {
    const user = userEvent.setup();
    mockApi();
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.click(stakeFor('Arsenal'));
    const quick = screen.getByRole('group', { name: 'Quick stakes' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5', '25', '100', '500']);
    await user.click(within(quick).getByRole('button', { name: 'Stake €25' }));
    expect((stakeFor('Arsenal') as HTMLInputElement).value).toBe('25');
  });

  it('a KRW player gets the KRW presets and a keyboard without a decimal point', async () => {
    const user = userEvent.setup();
    setViewportWidth(390);
    givenSession({ currency: 'KRW' });
    mockApi({ '/xapi/rest/currencies': { currencies: [{ isoCode: 'KRW', symbol: '₩', precision: 0 }] } });
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.click(stakeFor('Arsenal'));
    const quick = screen.getByRole('group', { name: 'Quick stakes' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5,000', '25,000', '100,000', '500,000']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Decimal point' })).toHaveProperty('disabled', true),
    );
  });

  it('shows the multiple of two events with its price and returns (§3 Multiple)', async () => {
    const user = userEvent.setup();
    mockApi();
    onSlip(arsenal, chelsea);
    renderWithProviders(<Betslip />);
    const multiples = screen.getByRole('list', { name: 'Multiples' });
    expect(within(multiples).getByText('Double')).toBeTruthy();
    expect(within(multiples).getByText('4.50')).toBeTruthy();
    await user.type(stakeFor('Double'), '2');
    expect(within(multiples).getByText('Returns €9.00')).toBeTruthy();
  });

  it('offers no multiple for two selections of one event', () => {
    mockApi();
    onSlip(arsenal, chelsea);
    betslipActions.updateBets([{ outcomeId: 2, eventId: 100 }]);
    renderWithProviders(<Betslip />);
    expect(screen.getByText('Selections from the same event cannot be combined.')).toBeTruthy();
  });

  it('lists the system bets of three selections with their number of bets (§9)', async () => {
    const user = userEvent.setup();
    mockApi();
    onSlip(arsenal, chelsea, spurs);
    renderWithProviders(<Betslip />);
    await user.click(screen.getByRole('tab', { name: 'System' }));
    const systems = screen.getByRole('list', { name: 'System' });
    const rows = within(systems)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows.map((r) => r?.replace(/EUR.*/, ''))).toEqual([
      'Doubles3 bets',
      'Trixie4 bets',
      'Patent7 bets',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Stake per bet for Trixie' }), '1');
    expect(screen.getAllByRole('definition')[0]?.textContent).toBe('€4.00');
  });

  it('shows a new price beside the old one, and flags a suspended selection', () => {
    mockApi();
    onSlip(arsenal, chelsea);
    betslipActions.updateBets([
      { outcomeId: 1, decimal: 2.75 },
      { outcomeId: 2, enabled: false },
    ]);
    renderWithProviders(<Betslip />);
    expect(screen.getByText('Price changed from 2.50 to 2.75')).toBeTruthy();
    expect(screen.getByText('Suspended')).toBeTruthy();
  });
});

describe('Betslip: placement (SPEC.md §7, §8)', () => {
  function deferred<T>() {
    let resolve: (value: T) => void = () => undefined;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  }

  it('shows the progress, then the receipt, sends one uuid per placement and refreshes the balance', async () => {
    const user = userEvent.setup();
    const answer = deferred<PlacementResponse>();
    const fetchMock = mockApi({ '/xapi/rest/accounts/me/balance': balanceBody(96) });
    // The placement answers when the test says so: the progress state shows meanwhile.
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://x');
      if (url.pathname === PLACE) return new Response(JSON.stringify(await answer.promise), { status: 200 });
      return original(input);
    });
    onSlip(arsenal);
    const { queryClient } = renderWithProviders(<Betslip />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(stakeFor('Arsenal'), '4');
    await user.dblClick(screen.getByRole('button', { name: 'Place bet' }));

    // Busy, the button keeps the focus (issue 42: a disabled one dropped it to the body) and takes no press.
    const busy = screen.getByRole('button', { name: 'Placing your bet…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await act(() => {
      answer.resolve(placed());
      return answer.promise;
    });

    // The receipt's heading takes it (that no frame shows the body between is the keyboard journey's).
    const heading = await screen.findByRole('heading', { name: 'Bet placed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Reference R-41')).toBeTruthy();
    const placements = sentRequests(fetchMock).filter((r) => r.url.pathname === PLACE);
    expect(placements).toHaveLength(1);
    expect(placements[0]?.url.searchParams.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(placements[0]?.url.searchParams.get('withAuth')).toBe('true');
    expect(new Headers(placements[0]?.init.headers).get('X-SB-Price-Format')).toBe('euro');
    const body = JSON.parse(placements[0]?.init.body as string) as { singles: { unitStake: string }[] };
    expect(body.singles[0]?.unitStake).toBe('4.00');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['balance'] });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(useBetslipStore.getState().bets).toEqual({});
  });

  it("keeps the receipt when a double press's second press comes after a fast answer", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [PLACE]: placed(), '/xapi/rest/accounts/me/balance': balanceBody(96) });
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.type(stakeFor('Arsenal'), '4');
    const place = screen.getByRole('button', { name: 'Place bet' });
    // A second press alone places nothing (its first press is the one that places).
    fireEvent.click(place, { detail: 2 });
    fireEvent.click(place, { detail: 1 });
    await screen.findByRole('heading', { name: 'Bet placed' });
    // The answer came back before the second press, which lands on the receipt's buttons.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }), { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'View in My Bets' }), { detail: 2 });
    expect(screen.getByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    expect(sentRequests(fetchMock).filter((r) => r.url.pathname === PLACE)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('heading', { name: 'Bet placed' })).toBeNull();
  });

  it('places only from Place bet (Enter in the stake sends nothing), and after Done the focus is on the sheet title', async () => {
    const user = userEvent.setup();
    setViewportWidth(390);
    const fetchMock = mockApi({ [PLACE]: placed(), '/xapi/rest/accounts/me/balance': balanceBody(96) });
    onSlip(arsenal);
    renderWithProviders(<BetslipSheet open onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: 'Stake for Arsenal' }), '4{Enter}');
    expect(requestedPaths(fetchMock).filter((p) => p === PLACE)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(useBetslipStore.getState().placementSuccess).toBeNull();
    const sheet = screen.getByRole('dialog', { name: 'Betslip' });
    expect(document.activeElement).toBe(within(sheet).getByRole('heading', { name: 'Betslip' }));
  });

  it.each([
    ['RES-00152', 'The price has changed. Check the new price and place your bet again.'],
    ['RES-00048', 'This bet is suspended.'],
    ['RES-00056', 'Your stake is greater than your balance.'],
    ['RES-00246', 'Another bet is being placed. Wait a moment and try again.'],
  ])("shows rejection %s's message and takes nothing", async (code, message) => {
    const user = userEvent.setup();
    mockApi({
      [PLACE]: placed({
        status: 'rejected',
        bets: [],
        balance: null,
        errors: [{ code, message: 'x', ref: 'sel1' }],
      }),
    });
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.type(stakeFor('Arsenal'), '4');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Bet placed' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', false);
  });

  it('marks a refused stake invalid and describes it by the refusal, under the field (WCAG 3.3.1)', async () => {
    const user = userEvent.setup();
    mockApi({
      [PLACE]: placed({
        status: 'rejected',
        bets: [],
        balance: null,
        errors: [{ code: 'RES-00034', message: 'x', ref: 'sel1' }],
      }),
    });
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.type(stakeFor('Arsenal'), '4000');
    expect(stakeFor('Arsenal').getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const stake = await screen.findByRole('textbox', {
      name: 'Stake for Arsenal',
      description: 'Your stake is above the maximum.',
    });
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    // The slip's alert says it once more for screen readers; the line's text is not a second alert.
    expect(screen.getByRole('alert').textContent).toBe('Your stake is above the maximum.');
  });

  it("shows 'Betslip: Something went wrong' with the request reference for 10 s on a 500 (§8 Global)", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure: MockResponse = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } };
    const fetchMock = mockApi({ [PLACE]: failure });
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.type(stakeFor('Arsenal'), '4');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    const uuid = sentRequests(fetchMock)
      .find((r) => r.url.pathname === PLACE)
      ?.url.searchParams.get('uuid');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      kind: 'error',
      message: `Betslip: Something went wrong (reference ${uuid})`,
      durationMs: 10_000,
    });
    // An error report for the operator.
    expect(error).toHaveBeenCalled();
  });

  it('asks a visitor to log in instead of placing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    useSessionStore.getState().clearSession();
    onSlip(arsenal);
    renderWithProviders(<Betslip />);
    await user.click(screen.getByRole('button', { name: 'Log in to place your bet' }));
    expect(useShellStore.getState().overlay).toBe('login');
    expect(requestedPaths(fetchMock)).not.toContain(PLACE);
  });
});

describe('Betslip runtime: pricing, closed selections, the pending pick (SPEC.md §4, §7)', () => {
  const priced = pricingAnswer;
  const single = (id: number, decimal: number, extra: Partial<PricedSingle> = {}) =>
    pricedSingle({
      outcomeId: id,
      outcomeDescription: id === 1 ? 'Arsenal' : 'Chelsea',
      eventDescription: id === 1 ? 'Arsenal v Spurs' : 'Chelsea v Leeds',
      decimal,
      ...extra,
    });

  it('prices new outcomes with a POST carrying their ids and the price-format header, then shows their names', async () => {
    const fetchMock = mockApi({ [PRICING]: priced([single(1, 2.5)]) });
    toggleBet(arsenal, { maxBets: 15, expand: true });
    renderWithProviders(<BetslipRuntime panelShown={false} desktop={false} />);
    await waitFor(() => expect(useBetslipStore.getState().bets[1]?.eventDescription).toBe('Arsenal v Spurs'));
    const [call] = sentRequests(fetchMock).filter((r) => r.url.pathname === PRICING);
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('X-SB-Price-Format')).toBe('euro');
    expect(JSON.parse(call?.init.body as string)).toMatchObject({ outcomeIds: [1], accountId: 7 });
  });

  it('shows a price the server moved as old and new', async () => {
    mockApi({ [PRICING]: priced([single(1, 2.75)]) });
    toggleBet(arsenal, { maxBets: 15, expand: true });
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    expect(await screen.findByText('Price changed from 2.50 to 2.75')).toBeTruthy();
  });

  it("flags a closed selection with 'Your selection is not available anymore' and removes it 3000 ms later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [PRICING]: priced([single(1, 2.5), single(2, 1.8, { outcomeState: 'C' })]) });
    onSlip(arsenal, chelsea);
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    expect((await screen.findAllByText('Your selection is not available anymore')).length).toBeGreaterThan(0);
    expect(useBetslipStore.getState().bets[2]).toBeDefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(Object.keys(useBetslipStore.getState().bets)).toEqual(['1']);
    expect(useBetslipStore.getState().expanded).toBe(true);
  });

  it("keeps a rejected placement's message through the pricing that follows, until the player changes the slip", async () => {
    // Seen on a live game: the price moved during the in-play delay, the placement came back rejected,
    // and the pricing call made at once for the new price wiped the message before anyone could read it.
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [PRICING]: priced([single(1, 2.75)]),
      [PLACE]: placed({
        status: 'rejected',
        bets: [],
        balance: null,
        errors: [{ code: 'RES-00152', message: 'x', ref: 'sel1' }],
      }),
      '/xapi/rest/accounts/me/balance': balanceBody(100),
    });
    onSlip(arsenal);
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    await user.type(stakeFor('Arsenal'), '4');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const rejection = 'The price has changed. Check the new price and place your bet again.';
    expect((await screen.findByRole('alert')).textContent).toBe(rejection);

    const pricings = () => requestedPaths(fetchMock).filter((path) => path === PRICING).length;
    const afterPlacement = pricings();
    act(() => usePricingStore.getState().reprice());
    await waitFor(() => expect(pricings()).toBeGreaterThan(afterPlacement));
    await waitFor(() => expect(usePricingStore.getState().status).not.toBe('pending'));
    expect(screen.getByRole('alert').textContent).toBe(rejection);

    await user.type(stakeFor('Arsenal'), '0');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("adds a visitor's pending pick once they are logged in", async () => {
    mockApi({ [PRICING]: priced([single(1, 2.5)]) });
    useSessionStore.getState().clearSession();
    useBetslipStore.getState().setPendingBet(arsenal);
    renderWithProviders(<BetslipRuntime panelShown={false} desktop={false} />);
    expect(useBetslipStore.getState().bets).toEqual({});
    act(() => {
      givenSession();
    });
    await waitFor(() => expect(useBetslipStore.getState().bets[1]?.ref).toBe('sel1'));
    expect(useBetslipStore.getState().pendingBet).toBeNull();
    expect(useShellStore.getState().overlay).toBe('betslip');
  });

  it('shows the betslip bar on a phone while the overlay is closed, and opens the slip from it', async () => {
    const user = userEvent.setup();
    mockApi({ [PRICING]: priced([single(1, 2.5)]) });
    onSlip(arsenal);
    renderWithProviders(<BetslipRuntime panelShown={false} desktop={false} />);
    await user.click(screen.getByRole('button', { name: 'Betslip, 1 selection' }));
    expect(useShellStore.getState().overlay).toBe('betslip');
    expect(screen.queryByRole('button', { name: 'Betslip, 1 selection' })).toBeNull();
  });

  it('shows the floating betslip button instead when the brand turns it on', async () => {
    const user = userEvent.setup();
    mockApi({ [PRICING]: priced([single(1, 2.5)]) }, { enable_floating_betslip: true });
    onSlip(arsenal);
    renderWithProviders(<BetslipRuntime panelShown={false} desktop />);
    await user.click(await screen.findByRole('button', { name: 'Open betslip, 1 selection' }));
    expect(useShellStore.getState().overlay).toBe('betslip');
  });
});
