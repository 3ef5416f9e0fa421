import type { LiveFields } from '@sb/contract';

/** The live fields of an event (its pre-match fields left out). */
export function liveFields(event: LiveFields): LiveFields {
  const fields: LiveFields = {};
  for (const key of LIVE_KEYS) {
    if (event[key] !== undefined) (fields as Record<string, unknown>)[key] = event[key];
  }
  return fields;
}

const LIVE_KEYS = [
  'clock',
  'scores',
  'match',
  'currentPeriod',
  'currentPeriodNumber',
  'currentPeriodAbbreviation',
  'scoresPerPeriod',
  'sets',
  'cricketOutcomes',
  'liveOpenMarketCount',
  'regularPeriods',
] as const satisfies readonly (keyof LiveFields)[];
