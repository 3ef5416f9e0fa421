export type ViewLayout = 'euro' | 'asian' | 'thai';
export const VIEW_LAYOUTS: readonly ViewLayout[] = ['euro', 'asian', 'thai'];

/**
 * The market layout to render (SPEC.md §4 Thai layout): the visitor's choice when the brand offers
 * it. A thai choice the brand does not offer falls back to asian (euro when asian is not offered
 * either) and comes back once thai is offered again, because the stored choice itself is kept.
 */
export function effectiveLayout(
  chosen: ViewLayout | 'not_selected',
  viewTypes: readonly string[],
): ViewLayout {
  if (chosen === 'euro' || chosen === 'not_selected') return 'euro';
  if (viewTypes.includes(chosen)) return chosen;
  return viewTypes.includes('asian') ? 'asian' : 'euro';
}
