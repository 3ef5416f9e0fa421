import {
  abstractName,
  ENGLISH_TEMPLATES,
  marketNameParts,
  SPORTS,
  type MarketNameParts,
  type NameDictionary,
} from '@sb/domain';
import type { DemoCatalog } from './demo-catalog.ts';

/** The moment the English source list is made at (any day gives the same phrases; this one is fixed). */
export const PHRASES_AT = new Date('2026-11-23T10:07:00Z');

/** Styles whose outcomes are runners (teams, players, horses), never translated (domain translateMarket). */
const RUNNER_STYLES = new Set(['OUTRIGHT']);
const ISO_REGION = /^[A-Z]{2}$/;

const sorted = (entries: Iterable<string>): Record<string, string> =>
  Object.fromEntries([...new Set(entries)].sort((a, b) => a.localeCompare(b, 'en')).map((k) => [k, k]));

/**
 * Every phrase of the demo feed a dictionary translates, as the English source list
 * (modules/catalog/names/en.json): each value is its key, ready to be copied and translated.
 * Market names are cut into their parts the way the translator reads them (domain marketNameParts),
 * outcome names with their teams and numbers as placeholders; outcomes of outright-style markets
 * are runners' names and are left out.
 */
export function cataloguePhrases(catalog: DemoCatalog): NameDictionary {
  const periods = new Set<string>();
  for (const event of catalog.events) {
    for (const market of event.markets) {
      periods.add(market.period.description);
      periods.add(market.period.fullDescription);
    }
  }
  const periodList = [...periods];
  const markets: string[] = [];
  const outcomes: string[] = [];
  const collect = (parts: MarketNameParts | undefined) => {
    for (let p = parts; p; p = p.kind === 'phrase' ? undefined : p.rest) {
      if (p.kind === 'phrase') markets.push(p.name.key);
    }
  };
  for (const event of catalog.events) {
    const teams = event.opponents.map((o) => o.description);
    for (const market of event.markets) {
      const context = {
        teams: market.teamName ? [market.teamName, ...teams] : teams,
        player: market.playerName,
      };
      collect(marketNameParts(market.description, context, periodList));
      if (RUNNER_STYLES.has(market.marketTypeInfo.style)) continue;
      for (const outcome of market.outcomes) {
        const { key } = abstractName(outcome.description, context);
        if (/\p{L}/u.test(key.replace(/\{\{\w+\}\}/g, ''))) outcomes.push(key);
      }
    }
  }
  const countries = catalog.eventPaths.filter((p) => p.type === 'COUNTRY' && p.code);
  return {
    sports: Object.fromEntries(SPORTS.map((s) => [s.code, s.name])),
    regions: Object.fromEntries(
      countries
        .filter((p) => !ISO_REGION.test(p.code!))
        .map((p) => [p.code!, p.description] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    leagues: sorted(catalog.eventPaths.filter((p) => p.type === 'LEAGUE').map((p) => p.description)),
    markets: sorted(markets),
    periods: sorted(periods),
    outcomes: sorted(outcomes),
    templates: ENGLISH_TEMPLATES,
  };
}
