import { effectiveLayout } from '@sb/domain';
import { useSettings } from '../../api/settings.ts';
import { usePreferencesStore, type ViewLayout } from './preferences-store.ts';

/** The market layout to render: the visitor's choice as the brand's view types allow it (domain rule). */
export function useViewLayout(): ViewLayout {
  const chosen = usePreferencesStore((s) => s.layout);
  const viewTypes = useSettings()?.view_types ?? [];
  return effectiveLayout(chosen, viewTypes);
}
