import { ODDS_LADDER } from '@sb/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarketBuilder, type MarketSpec } from '../market-builder.ts';
import { marginsFor } from '../prices.ts';
import { createRandom } from '../prng.ts';
import type { MatchContext } from './context.ts';
import { templateFor } from './index.ts';

const ladder = new Set(ODDS_LADDER);
const SPORTS_WITH_FORMATS: readonly (readonly [code: string, format?: string])[] = [
  ['FOOT'],
  ['EFOT', 'esoccer'],
  ['BASK'],
  ['TENN'],
  ['ICEH'],
  ['CRIC', 'T20'],
  ['CRIC', 'ODI'],
  ['CRIC', 'TEST'],
  ['AMFO'],
  ['BASE'],
  ['VOLL', 'bo5'],
  ['TABL', 'bo7'],
  ['BADM', 'bo3'],
  ['HAND'],
  ['RUGU'],
  ['AURL'],
  ['FUTS'],
  ['DART', 'legs:6'],
  ['DART', 'sets:4'],
  ['SNOO', 'frames:6'],
  ['MMA'],
  ['BOXI'],
  ['CSGO', 'bo3'],
  ['LOLS', 'bo5'],
];

function context(overrides: Partial<MatchContext> & { tier: 1 | 2 | 3 }): MatchContext {
  return {
    home: { id: 1, description: 'Home' },
    away: { id: 2, description: 'Away' },
    homeRating: 0,
    awayRating: 0,
    neutral: false,
    margins: marginsFor(overrides.tier),
    random: createRandom(1),
    ...overrides,
  };
}

/** The fair chances of a market whose outcomes exclude each other add up to one. */
const exclusive = (spec: MarketSpec) => !spec.overlapping && spec.type.style !== 'OUTRIGHT';

describe('market templates', () => {
  it('give every sport consistent books for any strength of the two sides (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPORTS_WITH_FORMATS),
        fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        fc.boolean(),
        ([code, format], homeRating, awayRating, tier, neutral) => {
          const ctx = context({ homeRating, awayRating, tier, neutral, format });
          const specs = templateFor(code)(ctx);
          expect(specs.length).toBeGreaterThanOrEqual(5);
          for (const spec of specs.filter(exclusive)) {
            const total = spec.outcomes.reduce((sum, o) => sum + o.probability, 0);
            expect(total, `${code} ${spec.description}`).toBeGreaterThan(0.96);
            expect(total, `${code} ${spec.description}`).toBeLessThan(1.04);
          }
          const markets = new MarketBuilder(1, 1).build(
            { id: 1, eventDate: '2026-11-23T15:00:00.000Z', feedCode: 'x' },
            specs,
          );
          for (const market of markets) {
            for (const o of market.outcomes)
              expect(ladder.has(o.consolidatedPrice.currentPrice.decimal)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('price a stronger side shorter, and a higher goal line longer for the over (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 1.5, noNaN: true }),
        fc.constantFrom('FOOT', 'BASK', 'ICEH', 'TENN'),
        (edge, code) => {
          const specs = templateFor(code)(context({ tier: 1, homeRating: edge / 2, awayRating: -edge / 2 }));
          const [home, , away] =
            specs[0]?.outcomes.length === 3
              ? (specs[0]?.outcomes ?? [])
              : [specs[0]?.outcomes[0], undefined, specs[0]?.outcomes[1]];
          expect(home?.probability ?? 0).toBeGreaterThan(away?.probability ?? 1);
          const totals = specs.filter(
            (s) => s.type.style === 'OVER_UNDER' && s.period.id === specs[1]?.period.id && !s.side,
          );
          const byType = new Map<number, MarketSpec[]>();
          for (const s of totals) byType.set(s.type.id, [...(byType.get(s.type.id) ?? []), s]);
          for (const lines of byType.values()) {
            const overs = lines
              .map((s) => [s.outcomes[0]?.spread ?? 0, s.outcomes[0]?.probability ?? 0] as const)
              .sort((a, b) => a[0] - b[0]);
            for (let i = 1; i < overs.length; i++)
              expect(overs[i]?.[1]).toBeLessThanOrEqual((overs[i - 1]?.[1] ?? 1) + 1e-9);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('name football markets so that each main market title is unique on the event page', () => {
    const specs = templateFor('FOOT')(context({ tier: 1 }));
    for (const title of ['Match Result', 'Correct Score', 'Double Chance']) {
      expect(specs.filter((s) => s.description.includes(title)).map((s) => s.description)).toEqual([title]);
    }
  });
});
