import type { OddsType } from '@sb/domain';
import { createContext, use } from 'react';
import { useSettings } from '../../api/settings.ts';
import { usePreferencesStore } from './preferences-store.ts';

/**
 * The odds type every price on screen follows: the visitor's choice when it is one the brand offers
 * (SPEC.md §5: euro always, others only if in odds_types), else the brand's default_price_format.
 * The shell resolves it once and provides it (OddsTypeContext); a list of a hundred prices would
 * otherwise watch the settings and the preferences a hundred times.
 */
export function useResolvedOddsType(): OddsType {
  const chosen = usePreferencesStore((s) => s.oddsType);
  const settings = useSettings();
  const offered = settings?.odds_types ?? [];
  if (chosen === 'euro' || (chosen !== 'not_selected' && offered.includes(chosen))) return chosen;
  return settings?.default_price_format ?? 'euro';
}

/**
 * The odds type prices show in, as the app shell resolved it (useResolvedOddsType); a part rendered
 * outside the shell shows euro, the type every brand offers.
 */
export const OddsTypeContext = createContext<OddsType>('euro');

export function useOddsType(): OddsType {
  return use(OddsTypeContext);
}
