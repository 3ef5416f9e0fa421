export type ViewLayout = 'euro' | 'asian' | 'thai';
export const VIEW_LAYOUTS: readonly ViewLayout[] = ['euro', 'asian', 'thai'];

/**
 * The layouts this product renders. Thai is not built (docs/decisions/betslip-controls-preferences.md:
 * the spec names it and nothing of what it shows), so it is never offered, even where view_types
 * lists it, and a thai choice (stored, or from the account) is "selected but unavailable" (§4).
 */
export const BUILT_LAYOUTS: readonly ViewLayout[] = ['euro', 'asian'];

/**
 * The market layout to render (SPEC.md §4 Thai layout): the visitor's choice when the brand offers
 * it and the product builds it. A thai choice falls back to asian (euro when asian is not offered
 * either) and would come back once thai is built and offered, because the stored choice is kept.
 */
export function effectiveLayout(
  chosen: ViewLayout | 'not_selected',
  viewTypes: readonly string[],
): ViewLayout {
  if (chosen === 'euro' || chosen === 'not_selected') return 'euro';
  if (viewTypes.includes(chosen) && BUILT_LAYOUTS.includes(chosen)) return chosen;
  return viewTypes.includes('asian') ? 'asian' : 'euro';
}
