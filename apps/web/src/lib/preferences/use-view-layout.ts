import { effectiveLayout } from '@sb/domain';
import { useSyncExternalStore } from 'react';
import { useSettings } from '../../api/settings.ts';
import { useRenderEnv } from '../../hooks/render-env.ts';
import { usePreferencesStore, type ViewLayout } from './preferences-store.ts';

/** The market layout to render: the visitor's choice as the brand's view types allow it (domain rule). */
export function useViewLayout(): ViewLayout {
  const chosen = usePreferencesStore((s) => s.layout);
  const viewTypes = useSettings()?.view_types ?? [];
  return effectiveLayout(chosen, viewTypes);
}

const subscribeNothing = () => () => undefined;

/**
 * The layout an event list renders in: useViewLayout's, except on the server and while the browser
 * hydrates a page the server rendered: there the layout the server rendered with, the visitor's
 * layout cookie (app/visitor-cookies.ts) as the brand's view types allow it, so an Asian-layout
 * visitor's first HTML is already Asian. Afterwards the stored choice, the same unless the cookie was
 * lost (the list then switches right after hydrating).
 */
export function useListLayout(): ViewLayout {
  const layout = useViewLayout();
  const viewTypes = useSettings()?.view_types ?? [];
  const assumed = effectiveLayout(useRenderEnv()?.listLayout ?? 'euro', viewTypes);
  return useSyncExternalStore(
    subscribeNothing,
    () => layout,
    () => assumed,
  );
}
