import type { SettingsInput, SubmenuItem } from '@sb/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthHooks } from '../../api/http.ts';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { aliceDetails } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { bodyOf, givenSession } from '../../test/session.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { balanceBody } from '../../test/wallet.ts';
import { gameFrameMessage } from './frame-messages.ts';

/*
 * The embedded game sections of SPEC.md §2 (§6 gating, §7 game-launch-url, §9 currencies):
 * docs/decisions/games-web.md. The games themselves are the provider's (another origin): here the
 * page's side of them, what it frames and which of the frame's messages it hears.
 */

const LAUNCH = '/xapi/rest/accounts/me/game-launch-url';
const BALANCE = '/xapi/rest/accounts/me/balance';
const DETAILS = '/xapi/icore/players/alice/details';
const PROVIDER = 'http://games.localhost:8080';
const launchAnswer = (token: string) => ({
  url: `${PROVIDER}/games-provider/play?token=${token}`,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
});

afterEach(() => {
  setAuthHooks({ token: () => undefined, onUnauthorized: () => undefined });
});

/** A logged-in player of this currency; returns the logout the auth feature would run on a 401 / 403. */
function player(currency: string) {
  givenSession({ currency });
  const onUnauthorized = vi.fn();
  setAuthHooks({ token: () => 'token-1', onUnauthorized });
  return onUnauthorized;
}

const settings = (extra: SettingsInput = {}): SettingsInput => ({
  games_provider_origin: PROVIDER,
  ...extra,
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('a game section page', () => {
  it.each([
    [
      'the brand switched it off',
      '/en/sports/kiron',
      'EUR',
      { virtuals_enabled: false },
      'Kiron Virtuals is not offered on this site.',
    ],
    [
      "the player's currency is hidden (§9)",
      '/en/sports/kiron',
      'USDT',
      {},
      'Kiron Virtuals is not available in your currency (USDT).',
    ],
    [
      'the player holds no Kryptium account (§6)',
      '/en/sports/exchange',
      'EUR',
      {},
      'Kryptium Exchange is not available for your account.',
    ],
    [
      'the player is a partner-matrix affiliate (§6)',
      '/en/sports/pinnacle',
      'EUR',
      {},
      'Pinnacle Esports is not available for your account.',
    ],
  ])(
    'says why it is not offered when %s, with the way back to sports',
    async (_, url, currency, extra, text) => {
      player(currency);
      const fetchMock = mockApi(
        { [DETAILS]: aliceDetails({ currency, isPartnerMatrixAffiliate: url.endsWith('pinnacle') }) },
        settings(extra),
      );
      const { router } = renderApp(url);
      expect(await screen.findByText(text)).toBeTruthy();
      expect(requestedPaths(fetchMock)).not.toContain(LAUNCH);
      await userEvent.click(screen.getByRole('link', { name: 'Browse sports' }));
      await waitFor(() => expect(router.location.pathname).toBe('/en/sports'));
    },
  );

  it('asks a visitor to log in where the section has no fun play, and the button opens the login', async () => {
    mockApi({}, settings({ currencyCode: 'KRW', show_powerball: true }));
    renderApp('/en/powerball');
    expect(await heading('Powerball')).toBeTruthy();
    expect(screen.getByText('Log in to play Powerball.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to play' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it("frames the provider's fun play for a visitor, sandboxed, posting back to this page's origin", async () => {
    const fetchMock = mockApi({}, settings());
    renderApp('/en/sports/kiron');
    const frame = await screen.findByTitle<HTMLIFrameElement>('Kiron Virtuals');
    const src = new URL(frame.src);
    expect(src.origin).toBe(PROVIDER);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      mode: 'demo',
      game: 'virtual-football',
      lobby: window.location.origin,
      lang: 'en',
      currency: 'EUR',
    });
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(requestedPaths(fetchMock)).not.toContain(LAUNCH);
  });

  it("frames a player's game at the URL the launch answered, hears only its own frame, and opens it anew after the session ends", async () => {
    player('EUR');
    let launches = 0;
    const fetchMock = mockApi(
      {
        [LAUNCH]: () => launchAnswer(`t${++launches}`),
        [BALANCE]: balanceBody(500),
      },
      settings(),
    );
    renderApp('/en/sports/kiron');
    const frame = await screen.findByTitle<HTMLIFrameElement>('Kiron Virtuals');
    expect(frame.src).toBe(`${PROVIDER}/games-provider/play?token=t1`);
    expect(bodyOf(fetchMock, LAUNCH)).toEqual({
      flashClient: false,
      gameCode: 'virtual-football',
      integrationChannelCode: 'kiron',
    });
    // The header's balance has loaded; from now on each fetch of it is counted.
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain(BALANCE));
    const balanceCalls = () => requestedPaths(fetchMock).filter((path) => path === BALANCE).length;
    const before = balanceCalls();

    const post = (
      data: unknown,
      origin = PROVIDER,
      source: MessageEventSource | null = frame.contentWindow,
    ) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    const balance = { source: 'sb-games', type: 'balance', balance: 480 };
    post(balance, 'http://evil.localhost');
    post(balance, PROVIDER, window);
    post({ source: 'sb-games', type: 'balance', balance: 'lots' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(balanceCalls()).toBe(before);

    post(balance);
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(balanceCalls()).toBe(before + 1);

    post({ source: 'sb-games', type: 'session-ended' });
    expect(screen.queryByTitle('Kiron Virtuals')).toBeNull();
    expect(screen.getByText('Your game session has ended.')).toBeTruthy();
    // Every frame put in the page from now on: a spent launch URL must never be framed again.
    const framed: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLElement)
          framed.push(
            ...[...node.querySelectorAll('iframe'), node].flatMap((n) =>
              n instanceof HTMLIFrameElement ? [n.src] : [],
            ),
          );
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open the game again' }));
    const again = await screen.findByTitle<HTMLIFrameElement>('Kiron Virtuals');
    observer.disconnect();
    expect(again.src).toBe(`${PROVIDER}/games-provider/play?token=t2`);
    expect(framed).toEqual([`${PROVIDER}/games-provider/play?token=t2`]);
    expect(launches).toBe(2);
  });

  it('launches the exchange for a player with a Kryptium account (§6)', async () => {
    player('EUR');
    const fetchMock = mockApi(
      { [DETAILS]: aliceDetails({ thirdPartyAccounts: ['kryptium'] }), [LAUNCH]: launchAnswer('k1') },
      settings(),
    );
    renderApp('/en/sports/exchange');
    expect((await screen.findByTitle<HTMLIFrameElement>('Kryptium Exchange')).src).toContain('token=k1');
    expect(bodyOf(fetchMock, LAUNCH)).toMatchObject({ integrationChannelCode: 'exchange' });
  });

  it('shows a refused launch as not available, keeping the player logged in', async () => {
    const logOut = player('EUR');
    mockApi(
      {
        [LAUNCH]: {
          status: 403,
          body: { statusCode: 403, code: 'GAM001', message: 'Not offered to this player' },
        },
      },
      settings(),
    );
    renderApp('/en/sports/esports');
    expect(await screen.findByText('Esports is not available for your account.')).toBeTruthy();
    expect(logOut).not.toHaveBeenCalled();
  });

  it('offers Retry when the launch cannot reach the server, and launches again on it', async () => {
    player('EUR');
    const fetchMock = mockApi({ [BALANCE]: balanceBody(500) }, settings());
    const answer = fetchMock.getMockImplementation()!;
    let launches = 0;
    fetchMock.mockImplementation((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(LAUNCH)) return answer(input);
      return ++launches === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(Response.json(launchAnswer('t2')));
    });
    renderApp('/en/sports/kiron');
    expect(
      await screen.findByText('The game could not be opened. Check your connection and try again.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTitle<HTMLIFrameElement>('Kiron Virtuals')).src).toContain('token=t2');
    expect(launches).toBe(2);
  });

  it("lists Leap's games as links, and says so of an unknown one with a link back", async () => {
    mockApi({}, settings());
    const { router } = renderApp('/en/sports/leap');
    const lobby = await screen.findByRole('list', { name: 'Leap games' });
    const links = within(lobby).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Virtual football', '/en/sports/leap/virtual-football'],
      ['Virtual eFootball', '/en/sports/leap/virtual-efootball'],
    ]);
    await userEvent.click(links[1]!);
    expect(await screen.findByTitle('Virtual eFootball')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual eFootball' })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'All Leap Games' }));
    await waitFor(() => expect(router.location.pathname).toBe('/en/sports/leap'));
    expect(await screen.findByRole('list', { name: 'Leap games' })).toBeTruthy();
  });

  it('says "No such game" for an id Leap does not have', async () => {
    mockApi({}, settings());
    const { router } = renderApp('/en/sports/leap/roulette');
    expect(await heading('No such game')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Leap Games' }));
    await waitFor(() => expect(router.location.pathname).toBe('/en/sports/leap'));
  });
});

describe("the game frame's messages", () => {
  const frameWindow = {} as MessageEventSource;
  const frame = { origin: PROVIDER, window: frameWindow };
  const balance = { source: 'sb-games', type: 'balance', balance: 12.5 };

  it.each([
    ['another origin', { origin: 'http://evil.localhost', source: frameWindow, data: balance }],
    [
      'another window of the same origin',
      { origin: PROVIDER, source: {} as MessageEventSource, data: balance },
    ],
    ['no window', { origin: PROVIDER, source: null, data: balance }],
    ['a shape of its own', { origin: PROVIDER, source: frameWindow, data: { type: 'balance', balance: 1 } }],
    ['a string', { origin: PROVIDER, source: frameWindow, data: 'balance' }],
  ])('ignores a message from %s', (_, event) => {
    expect(gameFrameMessage(event, frame)).toBeUndefined();
  });

  it('reads a message of the frame, from its origin, that the contract knows', () => {
    expect(gameFrameMessage({ origin: PROVIDER, source: frameWindow, data: balance }, frame)).toEqual(
      balance,
    );
  });
});

const menuItem = (id: number, label: string, link: string): SubmenuItem => ({
  id,
  active: true,
  label,
  logged_in_only: false,
  logged_in_title: '',
  logged_out_title: '',
  icon_name: 'games',
  logged_in_link: link,
  logged_out_link: link,
  open_in_parent_frame: false,
  submenu_items: [],
});

const GAME_LINKS: [string, string][] = [
  ['Kiron', '/sports/kiron'],
  ['Leap', '/en/sports/leap'],
  ['Esportsbull', '/sports/esportsbull'],
  ['Cryptoblast', '/cryptoblast'],
  ['Powerball', '/powerball'],
  ['Esports', '/sports/esports'],
  ['Fixtures', '/sports/fixtures'],
];

describe('menus and the footer (§6, §9 hidden by currency)', () => {
  it.each([
    ['USDT', ['Esports', 'Fixtures']],
    ['EUR', ['Kiron', 'Leap', 'Esportsbull', 'Esports', 'Fixtures']],
    ['KRW', ['Kiron', 'Leap', 'Esportsbull', 'Cryptoblast', 'Powerball', 'Esports', 'Fixtures']],
  ])('a %s player sees only the sections offered in the side menu', async (currency, shown) => {
    setViewportWidth(1366);
    player(currency);
    mockApi(
      {
        '/api/tabs': {
          sections: [
            {
              section_name: 'third_parties',
              submenu_items: GAME_LINKS.map(([label, link], index) => menuItem(index + 1, label, link)),
            },
          ],
        },
        '/api/submenus/5': {
          id: 5,
          submenu_links: GAME_LINKS.map(([name, url], index) => ({ id: index + 1, name, url })),
        },
      },
      settings({ show_powerball: true, subheader_submenu_id: 5 }),
    );
    renderApp('/en/sports');
    const games = await screen.findByRole('region', { name: 'Games' });
    // Until the visitor reaches for the menu its links stand as given; the rule loads then.
    expect(within(games).getAllByRole('link')).toHaveLength(GAME_LINKS.length);
    await userEvent.hover(screen.getByRole('navigation', { name: 'Main' }));
    await waitFor(() =>
      expect(
        within(games)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(shown),
    );
    // The subheader holds the operator's quick links as given (a refused one's page says why).
    const subheader = screen.getByRole('navigation', { name: 'Sections' });
    await waitFor(() =>
      expect(
        within(subheader)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(GAME_LINKS.map(([name]) => name)),
    );
  });

  it.each([
    ['USDT', false],
    ['EUR', true],
    ['KRW', true],
  ])("a %s player's footer shows Kiron: %s", async (currency, shown) => {
    player(currency);
    mockApi({}, settings({ promotions_enabled: false }));
    renderApp('/en/sports');
    const footer = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(footer).queryByRole('link', { name: 'Virtuals' }) !== null).toBe(shown);
  });
});
