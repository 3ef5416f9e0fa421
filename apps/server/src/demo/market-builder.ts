import type { Market, MarketPeriod } from '@sb/contract';
import type { MarketType } from './market-types.ts';
import { priceMarket, priceOverlapping } from './prices.ts';

export interface OutcomeSpec {
  description: string;
  /** Fair probability; a market's outcomes are normalised before the margin (unless overlapping). */
  probability: number;
  opponentId?: number;
  /** The line of a handicap or total, from this outcome's side (-1.5 / +1.5; 2.5 / 2.5). */
  spread?: number;
}

export interface MarketSpec {
  type: MarketType;
  period: MarketPeriod;
  description: string;
  outcomes: OutcomeSpec[];
  /** Bookmaker margin in percent. */
  margin: number;
  /** Outcomes overlap (double chance): each is priced against its own complement. */
  overlapping?: boolean;
  /** A market about one side (team totals, clean sheet, top team batsman): 1 home, 2 away. */
  side?: { slot: 1 | 2; opponentId: number; teamName: string };
  playerName?: string;
  suspended?: boolean;
}

/**
 * The group of a market: markets of one type, period and side share it, so the lines of a type
 * (Over/Under 0.5 .. 4.5, handicap lines) are shown together. Type ids stay below 100 and period
 * ids below 100, so type x 1000 + period never reaches 100,000, where the per-side groups start.
 */
export function marketGroupId(typeId: number, periodId: number, sideSlot?: 1 | 2): number {
  return typeId * 1000 + periodId + (sideSlot ?? 0) * 100_000;
}

/** Allocates market and outcome ids in order and turns specs into priced contract markets. */
export class MarketBuilder {
  private nextMarketId: number;
  private nextOutcomeId: number;

  constructor(firstMarketId: number, firstOutcomeId: number) {
    this.nextMarketId = firstMarketId;
    this.nextOutcomeId = firstOutcomeId;
  }

  build(event: { id: number; eventDate: string; feedCode: string }, specs: readonly MarketSpec[]): Market[] {
    const instances = new Map<number, number>();
    return specs.map((spec, index) => {
      const groupId = marketGroupId(spec.type.id, spec.period.id, spec.side?.slot);
      const instance = (instances.get(groupId) ?? 0) + 1;
      instances.set(groupId, instance);
      const marketId = this.nextMarketId++;
      const probabilities = spec.outcomes.map((o) => o.probability);
      const prices = spec.overlapping
        ? priceOverlapping(probabilities, spec.margin)
        : priceMarket(probabilities, spec.margin);
      return {
        id: marketId,
        eventId: event.id,
        // Every market of a match comes from the match's feed: a feed alert on it suspends them all
        // (SPEC.md §4 Market status), as the simulator's alerts do.
        feedCode: event.feedCode,
        status: spec.suspended ? 'SUSPENDED' : 'OPEN',
        marketTypeId: spec.type.id,
        marketGroupId: groupId,
        // The template lists markets in display order: the main market first.
        marketTypeInfo: { style: spec.type.style, ordinalPosition: index + 1 },
        period: spec.period,
        instance,
        description: spec.description,
        cutoffTime: event.eventDate,
        ...(spec.side ? { opponentId: spec.side.opponentId, teamName: spec.side.teamName } : {}),
        ...(spec.playerName === undefined ? {} : { playerName: spec.playerName }),
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
