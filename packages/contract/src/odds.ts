import * as z from 'zod/mini';
import { queryPositiveInt, Text } from './common.ts';

/** SPEC.md §3 "Odds margin entry". A missing key means "any". */
export const OddsMarginEntry = z.object({
  brandMarginType: z.enum(['PPB', 'POWER_ODDS']),
  leagueId: z.optional(z.number()),
  marketTypeId: z.optional(z.number()),
  outcomeId: z.optional(z.number()),
  eventId: z.optional(z.number()),
  marketId: z.optional(z.number()),
  /** Percentage points added to the book's implied probability (e.g. 2.5 shortens prices). */
  margin: z.number(),
});
export type OddsMarginEntry = z.infer<typeof OddsMarginEntry>;

export const OddsLadderQuery = z.object({
  overrideBrand: z.optional(Text(40)),
  type: z.optional(z.enum(['PPB', 'POWER_ODDS'])),
  eventId: z.optional(queryPositiveInt),
});

/**
 * A JSON object of id keys: an object whose every property is `value`. (z.record would do; this
 * shape reuses the object schema every first load already carries, where a record schema would add
 * its own code to the web's first-load vendor chunk.)
 */
const byId = <T extends z.core.SomeType>(value: T) => z.catchall(z.object({}), value);

export const OddsLadderAndMarginsResponse = z.object({
  version: z.number(),
  /** Ascending decimal prices a displayed price may take. */
  ladder: z.array(z.number()),
  margins: z.array(OddsMarginEntry),
  /** Power odds: event id -> market id -> outcome ids. */
  powerOdds: byId(byId(z.array(z.number()))),
  /**
   * The boosted outcomes' decimal prices (outcome id -> price), as the brand serves them now:
   * `regular` without the boost, `boosted` with it (what a bet is placed at). Empty for PPB.
   */
  odds: byId(z.object({ regular: z.number(), boosted: z.number() })),
});
export type OddsLadderAndMarginsResponse = z.infer<typeof OddsLadderAndMarginsResponse>;
