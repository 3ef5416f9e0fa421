import type { OddsType } from '@sb/domain';
import { createContext, use } from 'react';
import { useSettings } from '../api/settings.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';

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

/** The resolved odds type, provided by the app shell (routes/app-shell.tsx) to every page. */
export const OddsTypeContext = createContext<OddsType | null>(null);

/** The odds type prices show in: the shell's (useResolvedOddsType). */
export function useOddsType(): OddsType {
  const oddsType = use(OddsTypeContext);
  if (oddsType === null) throw new Error('useOddsType needs the OddsTypeContext of the app shell');
  return oddsType;
}
