import type { PlacementResponse, PricingResponse } from '@sb/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { mockApi, type MockResponse } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { givenSession, sentRequests } from '../../test/session.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { useStoredToken } from '../../test/wallet.ts';
import { pricedSingle, pricingAnswer, type PricedSingle } from '../../test/betslip.ts';
import { betslipActions } from './betslip-actions.ts';
import { EMPTY_BETSLIP, useBetslipStore, type BetPick } from './betslip-store.ts';
import Betslip from './components/betslip.tsx';
import BetslipRuntime from './components/betslip-runtime.tsx';
import { usePricingStore } from './pricing-store.ts';
import { toggleBet } from './slip-bets.ts';
import { toggleSelection } from './toggle-selection.ts';
import { betUpdateOf } from './use-betslip-pricing.ts';

/*
 * The slip's controls of issue 45 (SPEC.md §3, §4, §5): each-way where the server priced place
 * terms, bankers in the system bets, one stake for every single, a taxed brand's lines, booking codes.
 */

const PRICING = '/xapi/rest/betslips/pricing';
const PLACE = '/xapi/rest/accounts/7/betslips';
const BOOK = '/xapi/rest/betslips/retailcodes';

const pick = (outcomeId: number, description: string, decimal: number): BetPick => ({
  outcomeId,
  outcomeDescription: description,
  marketId: outcomeId * 10,
  decimal,
});
const runner = pick(1, 'Galopin des Champs', 4);
const second = pick(2, 'Fact To File', 6);
const third = pick(3, 'Gerri Colombe', 8);
const fourth = pick(4, 'Fastorslow', 10);

type Single = PricedSingle;
const TERMS = { numerator: 1, denominator: 5, places: 3 };

/** A runner priced with each-way terms, unless `extra` says otherwise. */
const single = (p: BetPick, extra: Partial<Single> = {}): Single =>
  pricedSingle({
    outcomeId: p.outcomeId,
    outcomeDescription: p.outcomeDescription,
    marketDescription: 'Win',
    marketId: p.marketId,
    eventDescription: `Cheltenham 15:${p.outcomeId}0`,
    sportId: 2118,
    decimal: p.decimal,
    showEachWay: true,
    placeTerms: TERMS,
    ...extra,
  });
const priced = pricingAnswer;

/** The picks on the slip, priced by the server as `singles` say (its last answer). */
function onSlip(picks: BetPick[], singles = picks.map((p) => single(p))): void {
  for (const p of picks) toggleBet(p, { maxBets: 15, expand: true });
  betslipActions.updateBets(picks.map((p) => ({ outcomeId: p.outcomeId, eventId: p.outcomeId * 100 })));
  usePricingStore.getState().setPriced(priced(singles));
}

/** The bodies of the pricing calls the runtime sent. */
const pricingBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  sentRequests(fetchMock)
    .filter((r) => r.url.pathname === PRICING)
    .map((r) => JSON.parse(r.init.body as string) as { model: PricingResponse['model'] });

const totals = () => {
  const rows = within(screen.getByRole('tabpanel').parentElement!).getAllByRole('term');
  // Intl puts a no-break space between a currency code and its amount.
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s/g, ' ');
  return Object.fromEntries(rows.map((dt) => [text(dt), text(dt.nextElementSibling)])) as Record<
    string,
    string | undefined
  >;
};

let forgetToken: () => void = () => undefined;
beforeEach(() => {
  forgetToken = useStoredToken();
  localStorage.clear();
  useBetslipStore.setState(EMPTY_BETSLIP);
  usePricingStore.setState({ priced: null, status: 'idle' });
  usePreferencesStore.setState({ userAcceptOdds: 'D', oddsType: 'not_selected', defaultStake: 0 });
  setViewportWidth(1366);
  givenSession();
});
afterEach(() => forgetToken());

describe('each-way (SPEC.md §3 placeTerms, eachWay, showEachWay)', () => {
  it('is offered only where the server priced place terms, shows them, and doubles the cost', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [PRICING]: priced([single(runner), single(second, { showEachWay: false })]),
    });
    onSlip([runner, second], [single(runner), single(second, { showEachWay: false, placeTerms: undefined })]);
    betslipActions.setView('singles');
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    const eachWay = screen.getByRole('checkbox', {
      name: /Each way 1\/5 odds, 3 places, Galopin des Champs/,
    });
    expect(screen.queryByRole('checkbox', { name: /Each way.*Fact To File/ })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Stake for Galopin des Champs' }), '5');
    await user.click(eachWay);
    expect(screen.getByText('Each way: 2 bets, €10.00 in all')).toBeTruthy();
    // Win 5.00 at 4.0 and place 5.00 at 1 + 3/5 = 1.6: 20.00 + 8.00.
    expect(totals()).toMatchObject({ 'Total stake': '€10.00', 'Potential returns': '€28.00' });
    await waitFor(() =>
      expect(pricingBodies(fetchMock).at(-1)?.model.singles[0]).toMatchObject({
        eachWay: true,
        unitStake: '5.00',
      }),
    );
  });

  it('takes the multiple each-way when every leg has place terms', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [PRICING]: priced([single(runner), single(second)]) });
    onSlip([runner, second]);
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: /Each way.*Each way on every bet/ }));
    expect(useBetslipStore.getState().isEachWayChecked).toBe(true);
    await waitFor(() =>
      expect(pricingBodies(fetchMock).at(-1)?.model.multiples[0]).toMatchObject({ eachWay: true }),
    );
  });
});

describe('the starting price (SPEC.md §3 startingPrice; docs/decisions/starting-price.md)', () => {
  /** Galopin des Champs at 4.0 or SP; Fact To File has no fixed price yet (SP only: decimal 1). */
  const offered = [
    single(runner, { startingPriceAvailable: true }),
    single(second, { startingPriceAvailable: true, fixedPriceAvailable: false, decimal: 1 }),
  ];

  it('offers Price or SP as a named choice, and at SP says "Returns at SP" and sends startingPrice', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [PRICING]: priced(offered) });
    onSlip([runner, second], offered);
    betslipActions.updateBets(offered.map(betUpdateOf));
    betslipActions.setView('singles');
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    const choice = screen.getByRole('group', { name: 'Price for Galopin des Champs' });
    const fixed = within(choice).getByRole<HTMLInputElement>('radio', { name: 'Price 4.00' });
    expect(fixed.checked).toBe(true);
    // The SP-only runner has no choice to make: its price reads SP, and so do its returns.
    expect(screen.queryByRole('group', { name: 'Price for Fact To File' })).toBeNull();
    const spOnly = screen.getByText('Fact To File').closest('li')!;
    expect(within(spOnly).getByText('SP')).toBeTruthy();
    expect(within(spOnly).getByText('Returns at SP')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Stake for Galopin des Champs' }), '5');
    const galopin = screen.getByText('Galopin des Champs').closest('li')!;
    expect(within(galopin).getByText('Returns €20.00')).toBeTruthy();
    // Native radio buttons of one name: the arrow keys move the choice (the browser's own).
    await user.click(within(choice).getByRole('radio', { name: 'SP' }));
    expect(within(choice).getByRole<HTMLInputElement>('radio', { name: 'SP' }).checked).toBe(true);
    expect(fixed.checked).toBe(false);
    expect(within(galopin).getByText('Returns at SP')).toBeTruthy();
    expect(within(galopin).queryByText('Returns €20.00')).toBeNull();
    await waitFor(() =>
      expect(pricingBodies(fetchMock).at(-1)?.model.singles).toEqual([
        expect.objectContaining({ outcomeId: 1, startingPrice: true }),
        expect.objectContaining({ outcomeId: 2, startingPrice: true }),
      ]),
    );
  });

  it('marks an SP bet on the receipt, its returns "at SP"', async () => {
    const user = userEvent.setup();
    const answer: PlacementResponse = {
      betSlipId: '42',
      status: 'accepted',
      reference: 'R-42',
      bets: [
        {
          betId: '9002',
          ref: 'sel1',
          betTypeId: 200001,
          description: 'Fact To File',
          outcomeIds: [2],
          noOfBets: 1,
          unitStake: '5.00',
          totalStake: '5.00',
          potentialReturns: '0.00',
          eachWay: false,
          isFreeBet: false,
          startingPrice: true,
          decimal: 1,
        },
      ],
      totalStake: '5.00',
      potentialReturns: '0.00',
      balance: '95.00',
      delay: 0,
      errors: [],
    };
    mockApi({ [PLACE]: answer, [PRICING]: priced([offered[1]!]) });
    onSlip([second], [offered[1]!]);
    betslipActions.updateBets([betUpdateOf(offered[1]!)]);
    renderWithProviders(<Betslip />);
    await user.type(await screen.findByRole('textbox', { name: 'Stake for Fact To File' }), '5');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const receipt = await screen.findByRole('region', { name: /Bet placed/ });
    expect(within(receipt).getByText(/Starting price/)).toBeTruthy();
    expect(within(receipt).getByText(/Stake €5.00 · Returns at SP/)).toBeTruthy();
    expect(within(receipt).getByText('€0.00 + SP returns')).toBeTruthy();
  });
});

describe("a handicap's line (SPEC.md §3 spread, §8 RES-00153)", () => {
  it('carries back the line the server priced, so a line moved since is named, not taken unseen', async () => {
    const user = userEvent.setup();
    const over = pick(5, 'Over 2.5', 1.9);
    const fetchMock = mockApi({ [PRICING]: priced([single(over, { spread: 2.5, showEachWay: false })]) });
    onSlip([over], [single(over, { spread: 2.5, showEachWay: false, placeTerms: undefined })]);
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Stake for Over 2.5' }), '5');
    await waitFor(() =>
      expect(pricingBodies(fetchMock).at(-1)?.model.singles[0]).toMatchObject({ spread: 2.5 }),
    );
  });
});

describe('bankers and one stake for all singles (SPEC.md §3 System bankers, globalStake)', () => {
  it('makes a selection a banker in the system view while three others are left, and the pricing call carries it', async () => {
    const user = userEvent.setup();
    const four = [runner, second, third, fourth];
    const fetchMock = mockApi({ [PRICING]: priced(four.map((p) => single(p))) });
    onSlip(four);
    betslipActions.setView('systems');
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Banker, Galopin des Champs' }));
    expect(useBetslipStore.getState().bets[1]?.banker).toBe(true);
    await waitFor(() =>
      expect(
        pricingBodies(fetchMock)
          .at(-1)
          ?.model.singles.map((s) => s.banker),
      ).toEqual([true, false, false, false]),
    );
    // A second banker would leave two selections: too few for a system bet.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Banker, Fact To File' }).disabled).toBe(
      true,
    );
    // Not offered where it means nothing: the singles.
    await user.click(screen.getByRole('tab', { name: /Singles/ }));
    expect(screen.queryByRole('checkbox', { name: /Banker/ })).toBeNull();
  });

  it('stakes every single with one amount; a single changed alone clears it', async () => {
    const user = userEvent.setup();
    mockApi({ [PRICING]: priced([single(runner), single(second)]) });
    onSlip([runner, second]);
    betslipActions.setView('singles');
    renderWithProviders(<Betslip />);
    await user.type(screen.getByRole('textbox', { name: 'Stake for every single' }), '5');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Stake for Galopin des Champs' }).value,
    ).toBe('5');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Stake for Fact To File' }).value).toBe('5');
    expect(totals()).toMatchObject({ 'Total stake': '€10.00' });

    await user.type(screen.getByRole('textbox', { name: 'Stake for Fact To File' }), '0');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Stake for every single' }).value).toBe('');
    expect(totals()).toMatchObject({ 'Total stake': '€55.00' });
  });
});

describe('a taxed brand (SPEC.md §5: African betslip, tax_deduction_enabled, enable_stake_after_tax)', () => {
  const TAXED = {
    currencyCode: 'KES',
    betslip_kind: 'african' as const,
    tax_deduction_enabled: true,
    enable_stake_after_tax: true,
    stake_rate_percentage: 5,
    tax_returns_percentage: 20,
  };

  it('shows the duty, the stake after tax, the tax on winnings and the net returns in the slip', async () => {
    const user = userEvent.setup();
    givenSession({ currency: 'KES' });
    mockApi({}, TAXED);
    onSlip([pick(1, 'Gor Mahia', 2.5)], [single(pick(1, 'Gor Mahia', 2.5), { showEachWay: false })]);
    renderWithProviders(<Betslip />);
    await user.type(await screen.findByRole('textbox', { name: 'Stake for Gor Mahia' }), '100');
    // 100 with 5 % duty bets 95.23; it returns 238.07, whose winnings of 142.84 pay 28.57 at 20 %.
    await waitFor(() =>
      expect(totals()).toMatchObject({
        'Total stake': 'KES 100.00',
        'Excise duty (5 %)': 'KES 4.77',
        'Stake after tax': 'KES 95.23',
        'Withholding tax on winnings (20 %)': 'KES 28.57',
        'Potential returns after tax': 'KES 209.50',
      }),
    );
  });

  it('shows them on the receipt', async () => {
    const user = userEvent.setup();
    givenSession({ currency: 'KES' });
    const answer: PlacementResponse = {
      betSlipId: '41',
      status: 'accepted',
      reference: 'R-41',
      bets: [
        {
          betId: '9001',
          ref: 'sel1',
          betTypeId: 200001,
          description: 'Gor Mahia',
          outcomeIds: [1],
          noOfBets: 1,
          unitStake: '100.00',
          totalStake: '100.00',
          potentialReturns: '209.50',
          stakeAfterTax: '95.23',
          potentialTaxDeduction: '28.57',
          eachWay: false,
          isFreeBet: false,
          decimal: 2.5,
        },
      ],
      totalStake: '100.00',
      potentialReturns: '209.50',
      balance: '0.00',
      delay: 0,
      errors: [],
    };
    mockApi({ [PLACE]: answer }, TAXED);
    onSlip([pick(1, 'Gor Mahia', 2.5)], [single(pick(1, 'Gor Mahia', 2.5), { showEachWay: false })]);
    renderWithProviders(<Betslip />);
    await user.type(await screen.findByRole('textbox', { name: 'Stake for Gor Mahia' }), '100');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const receipt = await screen.findByRole('region', { name: /Bet placed/ });
    expect(within(receipt).getByText(/Stake after tax KES 95.23 · Tax on winnings KES 28.57/)).toBeTruthy();
    expect(within(receipt).getByText('Potential returns after tax')).toBeTruthy();
  });
});

describe('booking codes (SPEC.md §7 retail codes)', () => {
  it('books the slip and shows the code to share', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [BOOK]: { code: 'K7P2QX9M', expiresAt: '2026-12-03T22:00:00.000Z', model: priced([]).model },
    });
    onSlip([runner, second]);
    renderWithProviders(<Betslip />);
    await user.click(screen.getByRole('button', { name: 'Book this bet' }));
    expect(within(await screen.findByRole('status')).getByText('K7P2QX9M')).toBeTruthy();
    const [call] = sentRequests(fetchMock).filter((r) => r.url.pathname === BOOK);
    const body = JSON.parse(call?.init.body as string) as { model: PricingResponse['model'] };
    expect(body.model.singles.map((s) => s.outcomeId)).toEqual([1, 2]);
  });

  it('loads a code into an empty slip, and says when a code is mistyped, unknown or expired', async () => {
    const user = userEvent.setup();
    mockApi({
      [`${BOOK}/K7P2QX9M`]: {
        code: 'K7P2QX9M',
        expiresAt: '2026-12-03T22:00:00.000Z',
        model: priced([single(runner, { eachWay: true }), single(second)]).model,
      },
      [`${BOOK}/GONE1234`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'gone' },
      } satisfies MockResponse,
    });
    renderWithProviders(<Betslip />);
    await user.click(screen.getByRole('button', { name: 'Load a booking code' }));
    const field = await screen.findByRole('textbox', { name: 'Booking code' });
    // The field is focused by its effect, which may run after the field is found.
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'k7-2');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert').textContent).toBe('A booking code has 6 to 12 letters and digits.');

    await user.clear(field);
    await user.type(field, 'gone1234');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This booking code was not found or has expired.'),
    );
    expect(Object.keys(useBetslipStore.getState().bets)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'k7p2qx9m');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(Object.keys(useBetslipStore.getState().bets)).toEqual(['1', '2']));
    const state = useBetslipStore.getState();
    expect(state.view).toBe('multiples');
    expect(state.bets[1]).toMatchObject({
      outcomeDescription: 'Galopin des Champs',
      eachWay: true,
      ref: 'sel1',
    });
  });
});

describe('the default stake (SPEC.md §3 defaultStake, §5 "Default stake only for logged-in players")', () => {
  const context = { retailCodes: true, maxBets: 15, maxBetsMessage: 'Full' };
  it("starts a logged-in player's new single with it, and a visitor's with none", () => {
    usePreferencesStore.setState({ defaultStake: 5 });
    toggleSelection(runner, { ...context, loggedIn: true });
    expect(useBetslipStore.getState().bets[1]?.unitStake).toBe('5');
    toggleSelection(second, { ...context, loggedIn: false });
    expect(useBetslipStore.getState().bets[2]?.unitStake).toBe('');
  });

  it('leaves a new single empty when the player has none', () => {
    usePreferencesStore.setState({ defaultStake: 0 });
    toggleSelection(runner, { ...context, loggedIn: true });
    expect(useBetslipStore.getState().bets[1]?.unitStake).toBe('');
  });
});

describe('a trader referral (SPEC.md §3 betMaybeReferred, §8 RES-00195, RES-00199, RES-00196)', () => {
  it("says a trader is looking at the stake, shows the counter-offer, and places at it once it's accepted", async () => {
    const user = userEvent.setup();
    const answerBy = new Date(Date.now() + 120_000).toISOString();
    const pending = (referral: PlacementResponse['referral']): PlacementResponse => ({
      betSlipId: '41',
      status: 'pending',
      reference: 'R-41',
      bets: [],
      totalStake: '0.00',
      potentialReturns: '0.00',
      balance: null,
      delay: 120,
      errors: [],
      ...(referral && { referral }),
    });
    const offer = { unitStake: '50.00', totalStake: '50.00', potentialReturns: '200.00' };
    // The player's answer, as the status calls sent it.
    const answered = () =>
      sentRequests(fetchMock)
        .filter((r) => r.url.pathname === '/xapi/rest/betslips/41/status')
        .map((r) => (JSON.parse(r.init.body as string) as { answer?: string }).answer)
        .find(Boolean);
    const fetchMock = mockApi({
      [PLACE]: pending({ state: 'trader', answerBy, ref: 'sel1' }),
      '/xapi/rest/betslips/41/status': () => {
        return answered() === 'accept'
          ? {
              ...pending(undefined),
              status: 'accepted',
              bets: [
                {
                  betId: '9001',
                  ref: 'sel1',
                  betTypeId: 200001,
                  description: 'Galopin des Champs',
                  outcomeIds: [1],
                  noOfBets: 1,
                  unitStake: '50.00',
                  totalStake: '50.00',
                  potentialReturns: '200.00',
                  eachWay: false,
                  isFreeBet: false,
                  decimal: 4,
                },
              ],
              totalStake: '50.00',
              potentialReturns: '200.00',
            }
          : pending({ state: 'offer', answerBy, ref: 'sel1', offer });
      },
    });
    onSlip([runner], [single(runner, { showEachWay: false })]);
    renderWithProviders(<Betslip />);
    await user.type(screen.getByRole('textbox', { name: 'Stake for Galopin des Champs' }), '500');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(/a trader is looking at it/)).toBeTruthy();

    const accept = await screen.findByRole('button', { name: 'Accept €50.00' }, { timeout: 4000 });
    expect(screen.getByRole('alert').textContent).toContain('offers €50.00 on this bet (returns €200.00)');
    await user.click(accept);
    expect(await screen.findByRole('heading', { name: 'Bet placed' }, { timeout: 4000 })).toBeTruthy();
    expect(answered()).toBe('accept');
  });
});
