import { useSettings } from '../api/settings.ts';
import { usePreferencesStore, type ViewLayout } from '../stores/preferences-store.ts';

/**
 * The market layout to render (SPEC.md §4 "Thai layout", §5 "Layouts"): the visitor's choice when
 * the brand offers it; a thai choice the brand does not offer falls back to asian (or euro when asian
 * is not offered either) and returns once thai is offered again, because the choice itself is kept.
 */
// TODO(domain): move the rule to @sb/domain as `effectiveLayout(chosen, viewTypes)`.
export function effectiveLayout(
  chosen: ViewLayout | 'not_selected',
  viewTypes: readonly string[],
): ViewLayout {
  if (chosen === 'euro' || chosen === 'not_selected') return 'euro';
  if (viewTypes.includes(chosen)) return chosen;
  return viewTypes.includes('asian') ? 'asian' : 'euro';
}

export function useViewLayout(): ViewLayout {
  const chosen = usePreferencesStore((s) => s.layout);
  const viewTypes = useSettings()?.view_types ?? [];
  return effectiveLayout(chosen, viewTypes);
}
