import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockResponse } from '../../test/api-mock.ts';
import { footballEvent } from '../../test/fixtures.ts';
import { jackpotEntry, jackpotPool, jackpotPriced } from '../../test/jackpot.ts';
import { renderApp } from '../../test/render.tsx';
import { bodyOf, givenSession, sentRequests } from '../../test/session.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { balanceBody, useStoredToken } from '../../test/wallet.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useJackpotSlipStore } from './jackpot-slip-store.ts';

/*
 * The jackpot in the browser (issue 44; SPEC.md §2 /jackpot, /jackpot/sport/[jackpotEvent], §4
 * "Jackpot selections toggle per outcome", §5 Jackpot, §7 the jackpot calls, §8 the two booking
 * texts): the whole app at the pool's address against a fake back end.
 */

const ACTIVE = '/xapi/rest/jackpotbetweb/active';
const PRICING = '/xapi/rest/jackpotbets';
const PLACE = '/xapi/rest/accounts/7/jackpotbetslips';
const POOL_PAGE = '/en/jackpot/sport/weekend-jackpot-12';

let restoreAuth: () => void;
beforeEach(() => {
  restoreAuth = useStoredToken();
});
afterEach(() => {
  restoreAuth();
  useSessionStore.setState({ session: null });
});

/** The pool's answer, the jackpot bets call answering `lines` for whatever is picked, and `extra` paths. */
function backEnd(
  extra: Record<string, unknown> = {},
  pool = jackpotPool(),
  settings: { betslip_generate_retail_code?: boolean } = {},
) {
  return mockApi(
    {
      [ACTIVE]: { jackpots: [pool] },
      [PRICING]: (url: URL) => pricedFor(url),
      '/xapi/rest/events': {
        // Prices for the first match only: the others show their outcomes' names alone.
        events: [footballEvent(71, 'Arsenal', 'Chelsea', [2.1, 3.4, 3.5])].map((event) => ({
          ...event,
          markets: event.markets?.map((m) => ({
            ...m,
            outcomes: m.outcomes.map((o, i) => ({ ...o, id: 101 + i })),
          })),
        })),
        page: 1,
        eventsPerPage: 20,
        totalEvents: 1,
        totalPages: 1,
      },
      ...extra,
    },
    settings,
  );
}
// The URL carries no body: the fake answers the last picks the store holds.
function pricedFor(_url: URL) {
  const singles = useJackpotSlipStore.getState().jackpotBets.singles;
  const perMatch = new Map<number, number>();
  for (const s of singles) perMatch.set(s.ordinal, (perMatch.get(s.ordinal) ?? 0) + 1);
  const lines = [...perMatch.values()].reduce((a, b) => a * b, 1);
  const missing = [1, 2, 3, 4].filter((o) => !perMatch.has(o));
  return jackpotPriced(lines, missing);
}

const requestUrl = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The name a group's label gives it, as a screen reader reads it. */
const accessibleName = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';

/** The match's list item on the pool page, by its event's name. */
const matchRow = async (name: string) =>
  (await screen.findByRole('group', { name: new RegExp(`: ?${name}$`) })).closest('li') as HTMLElement;

const pick = (row: HTMLElement, name: RegExp) => within(row).findByRole('button', { name });

/** Picks every match, doubling the first: 2 lines. */
async function pickAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await pick(await matchRow('Arsenal v Chelsea'), /Arsenal 2\.10$/));
  await user.click(await pick(await matchRow('Arsenal v Chelsea'), /Draw 3\.40$/));
  await user.click(
    await pick(await matchRow('Borussia Mönchengladbach v Wolverhampton Wanderers'), /: Draw$/),
  );
  await user.click(await pick(await matchRow('Leeds v Everton'), /: Everton$/));
  await user.click(await pick(await matchRow('Celtic v Rangers'), /: Celtic$/));
}

describe('the pools (/jackpot)', () => {
  it('shows each pool as a card: prize, guarantee, stake, close, matches and the way in', async () => {
    backEnd();
    renderApp('/en/jackpot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jackpot' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Weekend Jackpot' });
    expect(card.textContent).toContain('€100.00');
    expect(within(card).getByText('Guaranteed')).toBeTruthy();
    expect(card.textContent).toContain('€1.00 a line');
    expect(card.textContent).toContain('3 matches, 1 reserve');
    expect(card.textContent).toMatch(/[12]d \d+h/);
    const link = within(card).getByRole('link', { name: 'Play Weekend Jackpot' });
    expect(link.getAttribute('href')).toBe(POOL_PAGE);
  });

  it('says so when no pool plays in the visitor’s currency', async () => {
    mockApi({ [ACTIVE]: { jackpots: [jackpotPool({ currency: 'KES' })] } });
    renderApp('/en/jackpot');
    expect(await screen.findByText('No jackpot is running in EUR right now')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('is where the side menu’s Jackpot item (CMS link /jackpot) leads', async () => {
    setViewportWidth(1366);
    const item = {
      id: 15,
      active: true,
      label: 'Jackpot',
      tag: 'NEW',
      logged_in_only: false,
      logged_in_title: 'Jackpot',
      logged_out_title: 'Jackpot',
      icon_name: 'jackpot',
      logged_in_link: '/jackpot',
      logged_out_link: '/jackpot',
      open_in_parent_frame: false,
      submenu_items: [],
    };
    backEnd({ '/api/tabs': { sections: [{ section_name: 'menu_icons', submenu_items: [item] }] } });
    const { router } = renderApp('/en');
    await userEvent.click(await screen.findByRole('link', { name: /^Jackpot/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jackpot' })).toBeTruthy();
    expect(router.location.pathname).toBe('/en/jackpot');
  });
});

describe('a pool’s page (/jackpot/sport/{name}-{id})', () => {
  it('lists the matches in order, numbered, the reserves labelled, with prices where the catalogue has them', async () => {
    backEnd();
    renderApp(POOL_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend Jackpot' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Matches of Weekend Jackpot' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map(
        (row) =>
          within(row).getByRole('group').getAttribute('aria-labelledby') && within(row).getByRole('group'),
      ),
    ).toHaveLength(4);
    expect(
      within(list)
        .getAllByRole('group')
        .map((group) => accessibleName(group)),
    ).toEqual([
      'Match 1: Arsenal v Chelsea',
      'Match 2: Borussia Mönchengladbach v Wolverhampton Wanderers',
      'Match 3: Leeds v Everton',
      'Reserve 1: Celtic v Rangers',
    ]);
    expect(
      await within(rows[0]!).findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.10' }),
    ).toBeTruthy();
    expect(within(rows[3]!).getByRole('button', { name: 'Celtic v Rangers: Celtic' })).toBeTruthy();
  });

  it('says a pool it does not offer is not found', async () => {
    backEnd();
    renderApp('/en/jackpot/sport/old-pool-99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jackpot not found' })).toBeTruthy();
  });

  it('puts a pressed price on the jackpot slip, never on the betslip, and a press again takes it off', async () => {
    const user = userEvent.setup();
    backEnd();
    renderApp(POOL_PAGE);
    const arsenal = await pick(await matchRow('Arsenal v Chelsea'), /Arsenal 2\.10$/);
    await user.click(arsenal);
    expect(arsenal.getAttribute('aria-pressed')).toBe('true');
    expect(useJackpotSlipStore.getState().jackpotBets).toEqual({
      jackpotId: 12,
      singles: [{ ordinal: 1, outcomeId: 101 }],
    });
    // The betslip (persisted as 'sb-betslip') holds nothing.
    const betslip = JSON.parse(localStorage.getItem('sb-betslip') ?? '{}') as { state?: { bets?: object } };
    expect(betslip.state?.bets ?? {}).toEqual({});
    await user.click(arsenal);
    expect(arsenal.getAttribute('aria-pressed')).toBe('false');
    expect(useJackpotSlipStore.getState().jackpotBets.singles).toEqual([]);
  });

  it('refuses a third pick on a match and a second on a reserve with the §8 texts, the picks unchanged', async () => {
    const user = userEvent.setup();
    backEnd();
    renderApp(POOL_PAGE);
    const first = await matchRow('Arsenal v Chelsea');
    await user.click(await pick(first, /Arsenal 2\.10$/));
    await user.click(await pick(first, /Draw 3\.40$/));
    await user.click(await pick(first, /Chelsea 3\.50$/));
    expect(within(first).getByRole('alert').textContent).toBe('Cannot book all selections on a market');
    expect((await pick(first, /Chelsea 3\.50$/)).getAttribute('aria-pressed')).toBe('false');

    const reserve = await matchRow('Celtic v Rangers');
    await user.click(await pick(reserve, /: Celtic$/));
    await user.click(await pick(reserve, /: Draw$/));
    expect(within(reserve).getByRole('alert').textContent).toBe(
      'Cannot book more than 1 selection on a reserve market',
    );
    expect((await pick(reserve, /: Draw$/)).getAttribute('aria-pressed')).toBe('false');
    expect(useJackpotSlipStore.getState().jackpotBets.singles.map((s) => s.outcomeId)).toEqual([
      101, 102, 401,
    ]);
  });
});

describe('the jackpot slip in the betslip’s place', () => {
  it('shows the picks per match, what is left, then the lines and cost of the jackpot bets call (desktop column)', async () => {
    setViewportWidth(1366);
    const user = userEvent.setup();
    const fetchMock = backEnd();
    renderApp(POOL_PAGE);
    const column = await screen.findByRole('complementary', { name: 'Betslip column' });
    const slip = await within(column).findByRole('region', { name: 'Jackpot slip' });
    await user.click(await pick(await matchRow('Arsenal v Chelsea'), /Arsenal 2\.10$/));
    expect((await within(slip).findByRole('status')).textContent).toBe('Pick every match: 3 left');
    await pickAll(user);
    // Arsenal was picked already: pickAll's first press took it off; pick it again.
    await user.click(await pick(await matchRow('Arsenal v Chelsea'), /Arsenal 2\.10$/));
    await waitFor(() => expect(within(slip).getByRole('status').textContent).toBe('Every match picked'));
    const totals = within(slip).getByText('Lines').closest('dl') as HTMLElement;
    await waitFor(() => expect(totals.getAttribute('aria-busy')).toBe('false'));
    expect(totals.textContent).toContain('Lines2');
    expect(totals.textContent).toContain('Total cost€2.00');
    expect(within(slip).getByRole('button', { name: 'Remove Draw (Match 1)' })).toBeTruthy();
    expect(within(slip).getByText('Reserve 1')).toBeTruthy();
    const priced = sentRequests(fetchMock).filter((r) => r.url.pathname === PRICING);
    expect(JSON.parse(priced.at(-1)!.init.body as string)).toEqual({
      model: { jackpotId: 12, originId: '11', outcomeIds: '102,101,202,303,401' },
    });
  });

  it('cancels a superseded jackpot bets call and only logs it (§7)', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const base = backEnd();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (requestUrl(input).includes(PRICING) && ++calls === 1)
          return new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          );
        return base(input);
      }),
    );
    renderApp(POOL_PAGE);
    await user.click(await pick(await matchRow('Arsenal v Chelsea'), /Arsenal 2\.10$/));
    await user.click(await pick(await matchRow('Leeds v Everton'), /: Everton$/));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Operation canceled'));
    info.mockRestore();
  });

  it('opens on the phone from its bar, above the footer, as a sheet', async () => {
    const user = userEvent.setup();
    backEnd();
    renderApp(POOL_PAGE);
    await user.click(await pick(await matchRow('Arsenal v Chelsea'), /Arsenal 2\.10$/));
    await user.click(
      await screen.findByRole('button', { name: /^Jackpot slip\s*Pick every match: 3 left$/ }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Jackpot slip' });
    expect(within(sheet).getByRole('button', { name: 'Log in to place' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Betslip' })).toBeNull();
  });
});

describe('placing an entry', () => {
  /** A logged-in player's complete slip in the desktop column. */
  async function completeSlip(placement: unknown) {
    setViewportWidth(1366);
    const user = userEvent.setup();
    givenSession();
    const fetchMock = backEnd({
      [PLACE]: placement,
      '/xapi/rest/accounts/me/balance': balanceBody(500),
    });
    renderApp(POOL_PAGE);
    const slip = await screen.findByRole('region', { name: 'Jackpot slip' });
    await pickAll(user);
    const place = await within(slip).findByRole('button', { name: 'Place entry' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    return { user, slip, place, fetchMock };
  }

  const placed = {
    model: {
      jackpotId: 12,
      jackpotPrize: '100.00',
      globalStake: '1.00',
      noOfBets: 2,
      originId: '11',
      jackpotTotalStake: '2.00',
      singles: [],
    },
    entry: jackpotEntry(),
    availableBalance: 498,
  };

  it('is disabled until every match has a pick', async () => {
    const user = userEvent.setup();
    setViewportWidth(1366);
    givenSession();
    backEnd();
    renderApp(POOL_PAGE);
    const slip = await screen.findByRole('region', { name: 'Jackpot slip' });
    await user.click(await pick(await matchRow('Arsenal v Chelsea'), /Arsenal 2\.10$/));
    expect(within(slip).getByRole<HTMLButtonElement>('button', { name: 'Place entry' }).disabled).toBe(true);
  });

  it('sends the picks only, with a uuid, and shows the receipt', async () => {
    const { user, slip, place, fetchMock } = await completeSlip(placed);
    await user.click(place);
    const heading = await within(slip).findByRole('heading', { name: 'Entry placed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(bodyOf(fetchMock, PLACE)).toEqual({
      model: {
        jackpotId: 12,
        originId: '11',
        singles: [
          { ordinal: 1, outcomeId: 101 },
          { ordinal: 1, outcomeId: 102 },
          { ordinal: 2, outcomeId: 202 },
          { ordinal: 3, outcomeId: 303 },
          { ordinal: 4, outcomeId: 401 },
        ],
      },
    });
    const url = sentRequests(fetchMock).find((r) => r.url.pathname === PLACE)!.url;
    expect(url.searchParams.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
    const receipt = heading.closest('section') as HTMLElement;
    expect(receipt.textContent).toContain('Entry31');
    expect(receipt.textContent).toContain('Lines2');
    expect(receipt.textContent).toContain('Total cost€2.00');
    expect(within(receipt).getByRole('link', { name: 'View in My Bets' }).getAttribute('href')).toBe(
      '/en/open_bets?tab=jackpot',
    );
    expect(useJackpotSlipStore.getState().jackpotBets.singles).toEqual([]);
  });

  it('shows the message of a refusal (422), keeping the picks', async () => {
    const refusal: MockResponse = {
      status: 422,
      body: { statusCode: 422, code: 'JACKPOT-LIMIT', message: 'The operator says no more today' },
    };
    const { user, slip, place } = await completeSlip(refusal);
    await user.click(place);
    expect((await within(slip).findByRole('alert')).textContent).toBe('The operator says no more today');
    expect(useJackpotSlipStore.getState().jackpotBets.singles).toHaveLength(5);
  });

  it('sends a retry after a lost answer with the same uuid', async () => {
    let answers = 0;
    const { user, slip, place, fetchMock } = await completeSlip(() => placed);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input: RequestInfo | URL) =>
      requestUrl(input).includes(PLACE) && ++answers === 1
        ? Promise.reject(new TypeError('offline'))
        : base(input),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(place);
    await within(slip).findByRole('alert');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place entry' }));
    await within(slip).findByRole('heading', { name: 'Entry placed' });
    const uuids = sentRequests(fetchMock)
      .filter((r) => r.url.pathname === PLACE)
      .map((r) => r.url.searchParams.get('uuid'));
    expect(uuids).toHaveLength(2);
    expect(uuids[0]).toBe(uuids[1]);
  });
});

describe('a visitor’s complete slip', () => {
  async function visitorSlip(settings: { betslip_generate_retail_code?: boolean }, extra = {}) {
    setViewportWidth(1366);
    const user = userEvent.setup();
    backEnd(extra, jackpotPool(), settings);
    renderApp(POOL_PAGE);
    const slip = await screen.findByRole('region', { name: 'Jackpot slip' });
    await pickAll(user);
    return { user, slip };
  }

  it('asks a visitor to log in to place it', async () => {
    const { user, slip } = await visitorSlip({});
    await user.click(within(slip).getByRole('button', { name: 'Log in to place' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('offers a retail code where the brand makes them (betslip_generate_retail_code)', async () => {
    const { user, slip } = await visitorSlip(
      { betslip_generate_retail_code: true },
      {
        '/xapi/rest/jackpotbetslips/retailcodes': {
          code: 'JP7K2Q9X',
          expiresAt: '2030-01-01T12:00:00.000Z',
          model: {
            jackpotId: 12,
            jackpotPrize: '100.00',
            globalStake: '1.00',
            noOfBets: 2,
            originId: '11',
            jackpotTotalStake: '2.00',
            singles: [],
          },
        },
      },
    );
    const get = within(slip).getByRole('button', { name: 'Get a retail code' });
    await waitFor(() => expect((get as HTMLButtonElement).disabled).toBe(false));
    await user.click(get);
    expect(await within(slip).findByText('JP7K2Q9X')).toBeTruthy();
  });
});

describe('My Bets’ jackpot entries', () => {
  it('lists the entries with pool, status, lines, cost, returns, and per match the picks and result', async () => {
    givenSession();
    const won = jackpotEntry({
      id: '32',
      status: 'WON',
      returns: '100.42',
      picks: jackpotEntry().picks.map((p) => ({ ...p, result: p.outcomes[0]!.outcomeId })),
    });
    mockApi({
      '/xapi/rest/accounts/7/jackpotbets': (url: URL) => ({
        entries: url.searchParams.get('settled') === 'true' ? [won] : [jackpotEntry()],
      }),
      '/xapi/rest/accounts/me/balance': balanceBody(500),
    });
    renderApp('/en/open_bets?tab=jackpot');
    const tab = await screen.findByRole('tab', { name: 'Jackpot' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const cards = await screen.findAllByRole('article', { name: 'Weekend Jackpot' });
    expect(cards).toHaveLength(2);
    const [open, settled] = cards as [HTMLElement, HTMLElement];
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(open.textContent).toContain('Cost€2.00');
    expect(within(open).getAllByText('Awaiting result')).toHaveLength(4);
    expect(within(settled).getByText('Won')).toBeTruthy();
    expect(settled.textContent).toContain('Returns€100.42');
    const picks = within(settled).getByRole('list', { name: 'Picks of Weekend Jackpot' });
    const first = within(picks).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Match 1');
    expect(first.textContent).toContain('Arsenal (right)');
    expect(first.textContent).toContain('Draw (wrong)');
    expect(first.textContent).toContain('Result: Arsenal');
    expect(within(picks).getAllByRole('listitem')[3]!.textContent).toContain('Reserve 1');
  });
});
