import { accountPaths, FAVOURITES_MAX } from '@sb/contract';
import { mergeFavouriteIds } from '@sb/domain';
import { request } from '../../api/http.ts';
import { sameIds } from '../live/same-ids.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useFavouritesStore } from './favourites-store.ts';

/**
 * A player's favourites on the account (GET/PUT /xapi/rest/accounts/{accountId}/favourites;
 * docs/decisions/betslip-controls-preferences.md). At login the account's list and this browser's are
 * merged (union, the account's first) and the account then holds the union; while that player is
 * logged in, every change of the list is saved to the account, one call after the other, each sending
 * the list as it is when it goes. A visitor's list stays in the browser only.
 */

/** The account whose list this browser's follows (merged since its login), else null. */
let followedAccount: number | null = null;
let unsubscribe: (() => void) | undefined;
let saving: Promise<void> = Promise.resolve();

const put = (accountId: number, eventIds: readonly number[]) =>
  request(accountPaths.favourites(accountId), {
    method: 'PUT',
    body: { eventIds: [...eventIds] },
    schema: 'Favourites',
    withAuth: true,
  });

/** Saves the current list after any save under way; a failure is logged, and the next change sends all. */
function saveCurrent(accountId: number): Promise<void> {
  saving = saving
    .then(() => put(accountId, useFavouritesStore.getState().ids))
    .then(
      () => undefined,
      (error: unknown) => console.warn('favourites: not saved to the account', error),
    );
  return saving;
}

function followChanges(): void {
  if (unsubscribe) return;
  unsubscribe = useFavouritesStore.subscribe((state, previous) => {
    if (state.ids === previous.ids) return;
    const session = useSessionStore.getState().session;
    if (!session || session.pendingFactor !== null || session.id !== followedAccount) return;
    void saveCurrent(session.id);
  });
}

/**
 * After a login (and on a page load with a session): merges the account's favourites with this
 * browser's and saves the union to the account when it holds less. Never rejects: a failed call leaves
 * the browser's list as it was, logged.
 *
 * @example await syncAccountFavourites(session) // beside loadAccountPreferences(session)
 */
export async function syncAccountFavourites(session: { id: number }): Promise<void> {
  followedAccount = null;
  try {
    const saved = await request(accountPaths.favourites(session.id), {
      schema: 'Favourites',
      withAuth: true,
    });
    const merged = mergeFavouriteIds(saved.eventIds, useFavouritesStore.getState().ids, FAVOURITES_MAX);
    useFavouritesStore.getState().replace(merged);
    followedAccount = session.id;
    followChanges();
    if (!sameIds(merged, saved.eventIds)) await saveCurrent(session.id);
  } catch (error) {
    console.warn('favourites: not loaded from the account', error);
  }
}
