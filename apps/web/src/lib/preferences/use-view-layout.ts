import { effectiveLayout } from '@sb/domain';
import { useSyncExternalStore } from 'react';
import { useSettings } from '../../api/settings.ts';
import { usePreferencesStore, type ViewLayout } from './preferences-store.ts';

/** The market layout to render: the visitor's choice as the brand's view types allow it (domain rule). */
export function useViewLayout(): ViewLayout {
  const chosen = usePreferencesStore((s) => s.layout);
  const viewTypes = useSettings()?.view_types ?? [];
  return effectiveLayout(chosen, viewTypes);
}

const subscribeNothing = () => () => undefined;

/**
 * The layout an event list renders in: useViewLayout's, except while the browser hydrates a page the
 * server rendered, which the server rendered in the euro layout (it cannot read the visitor's choice):
 * the list then switches right after hydrating.
 */
export function useListLayout(): ViewLayout {
  const layout = useViewLayout();
  return useSyncExternalStore(
    subscribeNothing,
    () => layout,
    () => 'euro',
  );
}
