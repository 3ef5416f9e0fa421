import { DEFAULT_SORT_BY, type SortBy } from '@sb/domain';
import { useSyncExternalStore } from 'react';
import { useRenderEnv } from '../../hooks/render-env.ts';
import { usePreferencesStore } from './preferences-store.ts';

const subscribeNothing = () => () => undefined;

/**
 * The order every event list follows (SPEC.md §5 sort options): the visitor's saved choice (a
 * player's comes from the server at login). While the browser hydrates a page the server rendered, the
 * order the server rendered with (its sort cookie, app/visitor-cookies.ts), so the markup and the list's
 * query match; afterwards the stored choice, which is the same unless the cookie was lost.
 */
export function useListSort(): SortBy {
  const chosen = usePreferencesStore((s) => s.sortBy);
  const assumed = useRenderEnv()?.sortBy ?? DEFAULT_SORT_BY;
  return useSyncExternalStore(
    subscribeNothing,
    () => chosen,
    () => assumed,
  );
}
