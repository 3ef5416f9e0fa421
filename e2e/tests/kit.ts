import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * What several journeys share: a demo player logged in through the API, money through the demo
 * cashier, euro amounts as the web shows them, and the slip at either size.
 */

export interface PlayerLogin {
  username: string;
  password: string;
}

/** Demo players of the server's seed (docs/ACCOUNTS.md "Demo players"). */
export const DEMO: PlayerLogin = { username: 'demo', password: 'demo-pass' };

/**
 * A player of the journey's own, made like a demo player (the same brand, currency, flags, second
 * factor, password, money and free-bet tokens) through the demo control (DEMO_CONTROLS): journeys
 * running side by side never see each other's balance, bets, tokens, locks or sessions, and a journey
 * run again meets a player as fresh as the first time.
 */
export async function playerLike(
  request: APIRequestContext,
  like: PlayerLogin | string,
): Promise<PlayerLogin> {
  const answer = await request.post('/api/demo/players', {
    data: { like: typeof like === 'string' ? like : like.username },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as PlayerLogin;
}

export interface ApiSession {
  id: number;
  jwe_token: string;
  username: string;
  currency: string;
  locale: string;
}

/**
 * Logs in through the API and hands the session to the page the way the web app keeps it
 * (localStorage 'sb-session', see lib/session/session-store.ts), so the journey needs no login UI. `deviceId`
 * names the spec's device, as a browser would keep its own.
 */
export async function logInAs(page: Page, player: PlayerLogin, deviceId: string): Promise<ApiSession> {
  const answer = await page.request.post('/xapi/rest/accounts/sessions?l=en&mc=web', {
    data: {
      username: player.username,
      password: player.password,
      device: { clientType: 'Browser', deviceId, deviceType: 'Desktop' },
    },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    session: ApiSession;
    expirationTimeInSeconds: number;
    termsAccepted: boolean;
  };
  const stored = {
    state: {
      session: {
        ...body.session,
        expiresAt: Date.now() + body.expirationTimeInSeconds * 1000,
        pendingFactor: null,
        loggedInAt: Date.now(),
      },
      savedUsername: null,
      deviceId,
    },
    version: 1,
  };
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('sb-session', value);
    } catch {
      // A sandboxed frame (the operator's header) has no storage, and no session to keep.
    }
  }, JSON.stringify(stored));
  // The login dialog records the terms answer in the pToU cookie (terms-store.ts); without it the
  // terms popup would ask again.
  if (body.termsAccepted) {
    const { origin } = new URL(answer.url());
    await page.context().addCookies([{ name: 'pToU', value: 'accept', url: origin }]);
  }
  return body.session;
}

export const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.jwe_token}` });

export async function balanceOf(request: APIRequestContext, session: ApiSession): Promise<number> {
  const answer = await request.get('/xapi/rest/accounts/me/balance', { headers: auth(session) });
  return ((await answer.json()) as { totalBalance: number }).totalBalance;
}

/** Money for the test through the demo cashier, so it never depends on what other tests spent. */
export async function deposit(
  request: APIRequestContext,
  session: ApiSession,
  amount: number,
): Promise<void> {
  const answer = await request.post(`/xapi/rest/accounts/${session.id}/cashier/deposits`, {
    headers: auth(session),
    data: { amount },
  });
  expect(answer.ok()).toBe(true);
}

/** Results a market through the demo feed (DEMO_CONTROLS=on): `winner` won, every other outcome lost. */
export async function resultMarket(
  request: APIRequestContext,
  marketId: number,
  winner: number,
): Promise<void> {
  const answer = await request.post(`/api/demo/feed/markets/${marketId}/result`, {
    data: { winners: [winner] },
  });
  expect(answer.ok()).toBe(true);
}

export const eur = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    amount,
  );

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The slip: the overlay on phones, the right column's panel on desktop. */
export const slipOf = (page: Page): Locator =>
  isPhone(page)
    ? page.getByRole('dialog', { name: 'Betslip' })
    : page.getByRole('region', { name: 'Betslip' });

/** A pre-match event of the demo catalogue (slug and name) and a live one (slug). */
export interface Slugs {
  event: string;
  eventName: string;
  live: string;
}

export async function slugs(page: Page): Promise<Slugs> {
  const events = (await (
    await page.request.get('/xapi/rest/events?eventsPerPage=1&page=1&lightWeightResponse=true&l=en')
  ).json()) as { events: { slug: string; description: string }[] };
  const live = JSON.stringify(
    await (await page.request.get('/xapi/marketdata/v1/livepage?includeMarkets=false&l=en')).json(),
  );
  const first = events.events[0];
  const liveSlug = /"slug":"([^"]+)"/.exec(live)?.[1];
  if (!first || !liveSlug) throw new Error('The demo catalogue has no pre-match or no live event');
  return { event: first.slug, eventName: first.description, live: liveSlug };
}

/**
 * The public pages of SPEC.md §2, by a name for a test's title; the event pages' addresses come from the
 * catalogue (`slugs`). Journeys that check every page (axe, text size) go through this one list.
 */
export const PUBLIC_PAGES: Record<string, (slugs: Slugs) => string> = {
  home: () => '/en',
  sports: () => '/en/sports',
  sport: () => '/en/sports/240-FOOT',
  league: () => '/en/sports/competitions/240-FOOT/england/premier-league',
  event: ({ event }) => `/en/events/${event}`,
  'live sport': () => '/en/live/sport',
  'live event': ({ live }) => `/en/live/${live}`,
  'open bets (a visitor)': () => '/en/open_bets',
  promotions: () => '/en/promotions',
  'public page': () => '/en/public/help',
  'not found': () => '/en/no-such-page',
};

/** Opens or suspends a market through the demo feed's control, as the traders would. */
export async function setMarketStatus(
  request: APIRequestContext,
  marketId: number,
  status: 'OPEN' | 'SUSPENDED',
): Promise<void> {
  const answer = await request.post(`/api/demo/feed/markets/${marketId}/status`, { data: { status } });
  expect(answer.ok()).toBe(true);
}
