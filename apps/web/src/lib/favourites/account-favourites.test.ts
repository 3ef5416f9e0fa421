import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthHooks } from '../../api/http.ts';
import { mockApi } from '../../test/api-mock.ts';
import { useSessionStore, type Session } from '../session/session-store.ts';
import { syncAccountFavourites } from './account-favourites.ts';
import { useFavouritesStore } from './favourites-store.ts';

const PLAYER: Session = {
  id: 7,
  jwe_token: 'jwe-7',
  username: 'alice',
  currency: 'EUR',
  locale: 'en',
  expiresAt: Date.now() + 3_600_000,
  pendingFactor: null,
  loggedInAt: Date.now(),
};
const PATH = '/xapi/rest/accounts/7/favourites';

function logIn() {
  useSessionStore.setState({ session: PLAYER });
  setAuthHooks({
    token: () => useSessionStore.getState().session?.jwe_token,
    onUnauthorized: () => undefined,
  });
}

/** The PUT bodies sent to the account's favourites, in order. */
function putsOf(fetchMock: ReturnType<typeof mockApi>): unknown[] {
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
  return calls
    .filter(([url, init]) => new URL(url, 'http://localhost').pathname === PATH && init.method === 'PUT')
    .map(([, init]) => JSON.parse(init.body as string) as unknown);
}

/** The fake account: GET answers the saved list, PUT saves it. */
function account(saved: number[]) {
  let list = saved;
  return mockApi().mockImplementation(((input: string, init?: RequestInit) => {
    if (init?.method === 'PUT') list = (JSON.parse(init.body as string) as { eventIds: number[] }).eventIds;
    return Promise.resolve(new Response(JSON.stringify({ eventIds: list }), { status: 200 }));
  }) as never);
}

afterEach(() => {
  useSessionStore.setState(useSessionStore.getInitialState());
  useFavouritesStore.setState({ ids: [] });
  setAuthHooks({ token: () => undefined, onUnauthorized: () => undefined });
  vi.restoreAllMocks();
});

describe("a player's favourites on the account", () => {
  it("merges the browser's list into the account's at login, and the account then holds the union", async () => {
    const fetchMock = account([3, 1]);
    useFavouritesStore.setState({ ids: [1, 5] });
    logIn();
    await syncAccountFavourites(PLAYER);
    expect(useFavouritesStore.getState().ids).toEqual([3, 1, 5]);
    expect(putsOf(fetchMock)).toEqual([{ eventIds: [3, 1, 5] }]);
  });

  it("saves each star the player presses, and nothing once logged out (a visitor's stays here)", async () => {
    const fetchMock = account([3]);
    logIn();
    await syncAccountFavourites(PLAYER);
    expect(putsOf(fetchMock)).toEqual([]);
    useFavouritesStore.getState().toggle(8);
    useFavouritesStore.getState().toggle(3);
    await vi.waitFor(() => expect(putsOf(fetchMock)).toHaveLength(2));
    expect(putsOf(fetchMock).at(-1)).toEqual({ eventIds: [8] });
    useSessionStore.setState({ session: null });
    useFavouritesStore.getState().toggle(9);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(putsOf(fetchMock)).toHaveLength(2);
    expect(useFavouritesStore.getState().ids).toEqual([8, 9]);
  });

  it("keeps the browser's list when the account cannot be read", async () => {
    mockApi({ [PATH]: { status: 500, body: {} } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useFavouritesStore.setState({ ids: [4] });
    logIn();
    await syncAccountFavourites(PLAYER);
    expect(useFavouritesStore.getState().ids).toEqual([4]);
  });
});
