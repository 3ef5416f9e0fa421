import type { OddsType } from '@sb/domain';
import { useSettings } from '../api/settings.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';

/**
 * The odds type every price on screen follows: the visitor's choice when it is one the brand offers
 * (SPEC.md §5: euro always, others only if in odds_types), else the brand's default_price_format.
 */
export function useOddsType(): OddsType {
  const chosen = usePreferencesStore((s) => s.oddsType);
  const settings = useSettings();
  const offered = settings?.odds_types ?? [];
  if (chosen === 'euro' || (chosen !== 'not_selected' && offered.includes(chosen))) return chosen;
  return settings?.default_price_format ?? 'euro';
}
