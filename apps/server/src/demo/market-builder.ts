import type { Market, MarketPeriod, Opponent } from '@sb/contract';
import { bookPrices } from '@sb/domain';
import type { MarketType } from './market-types.ts';

export interface OutcomeSpec {
  description: string;
  /** Fair probability; the outcomes of a market are normalised to sum to 1 before the margin. */
  probability: number;
  opponentId?: number;
  spread?: number;
}

export interface MarketSpec {
  type: MarketType;
  period: MarketPeriod;
  description: string;
  outcomes: OutcomeSpec[];
  /** Bookmaker margin in percent. */
  margin: number;
  suspended?: boolean;
}

/** Allocates market and outcome ids and turns fair probabilities into priced markets. */
export class MarketBuilder {
  private nextMarketId: number;
  private nextOutcomeId: number;

  constructor(firstMarketId: number, firstOutcomeId: number) {
    this.nextMarketId = firstMarketId;
    this.nextOutcomeId = firstOutcomeId;
  }

  build(event: { id: number; eventDate: string; feedCode: string }, specs: readonly MarketSpec[]): Market[] {
    const instances = new Map<string, number>();
    return specs.map((spec, index) => {
      const groupKey = `${spec.type.id}:${spec.period.id}`;
      const instance = (instances.get(groupKey) ?? 0) + 1;
      instances.set(groupKey, instance);
      const marketId = this.nextMarketId++;
      const total = spec.outcomes.reduce((sum, o) => sum + o.probability, 0);
      const prices = bookPrices(
        spec.outcomes.map((o) => o.probability / total),
        spec.margin,
      );
      return {
        id: marketId,
        eventId: event.id,
        feedCode: `${event.feedCode}-M${marketId}`,
        status: spec.suspended ? 'SUSPENDED' : 'OPEN',
        marketTypeId: spec.type.id,
        // Lines of one type and period (O/U 0.5 .. 4.5) share a group, shown together (SPEC.md §3).
        marketGroupId: spec.type.id * 1000 + spec.period.id,
        marketTypeInfo: { style: spec.type.style, ordinalPosition: index + 1 },
        period: spec.period,
        instance,
        description: spec.description,
        cutoffTime: event.eventDate,
        outcomes: spec.outcomes.map((o, i) => {
          const outcomeId = this.nextOutcomeId++;
          return {
            id: outcomeId,
            marketId,
            description: o.description,
            ordinalPosition: i + 1,
            ...(o.opponentId === undefined ? {} : { opponentId: o.opponentId }),
            hidden: false,
            consolidatedPrice: {
              currentPrice: {
                id: outcomeId,
                decimal: prices[i] ?? 1.01,
                ...(o.spread === undefined ? {} : { spread: o.spread }),
              },
            },
          };
        }),
      };
    });
  }
}

export type Pair = readonly [home: Opponent, away: Opponent];
