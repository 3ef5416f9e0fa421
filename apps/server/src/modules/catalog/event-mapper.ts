import type { Event, Market, Outcome } from '@sb/contract';
import type { EventRow, MarketWithOutcomes, OutcomeRow } from './events-repository.ts';
import type { Pricer } from './odds-service.ts';

/** Rows to the contract's shapes (packages/contract catalog.ts); prices go through the pricer. */

export function toEvent(row: EventRow, marketCount: number, markets?: Market[]): Event {
  return {
    id: row.id,
    description: row.description,
    sportId: row.sportId,
    sportCode: row.sportCode,
    slug: row.slug,
    eventType: row.eventType,
    eventDate: row.eventDate.toISOString(),
    eventPaths: row.eventPaths,
    opponents: row.opponents,
    feedCode: row.feedCode,
    liveStreaming: row.liveStreaming,
    ...(row.streamingPMId === null ? {} : { streamingPMId: row.streamingPMId }),
    ...(row.streamingIMGId === null ? {} : { streamingIMGId: row.streamingIMGId }),
    ...(row.trackerPMId === null ? {} : { trackerPMId: row.trackerPMId }),
    isFinished: row.isFinished,
    marketCount,
    ...(markets ? { markets } : {}),
  };
}

export function toMarket({ market, outcomes }: MarketWithOutcomes, leagueId: number, price: Pricer): Market {
  const toOutcome = (o: OutcomeRow): Outcome => ({
    id: o.id,
    marketId: o.marketId,
    description: o.description,
    ordinalPosition: o.ordinalPosition,
    ...(o.opponentId === null ? {} : { opponentId: o.opponentId }),
    ...(o.optionalOpponentId === null ? {} : { optionalOpponentId: o.optionalOpponentId }),
    ...(o.teamId === null ? {} : { teamId: o.teamId }),
    hidden: o.hidden,
    ...(o.extraKey1 === null ? {} : { extraKey1: o.extraKey1 }),
    ...(o.extraKey2 === null ? {} : { extraKey2: o.extraKey2 }),
    ...(o.startingPriceOnly ? { startingPriceOnly: true } : {}),
    consolidatedPrice: {
      currentPrice: {
        id: o.id,
        decimal: price(o.price, {
          marketTypeId: market.marketTypeId,
          leagueId,
          outcomeId: o.id,
          eventId: market.eventId,
          marketId: market.id,
        }),
        ...(o.spread === null ? {} : { spread: o.spread }),
        ...(o.spread2 === null ? {} : { spread2: o.spread2 }),
      },
    },
  });
  return {
    id: market.id,
    eventId: market.eventId,
    feedCode: market.feedCode,
    status: market.status,
    marketTypeId: market.marketTypeId,
    marketGroupId: market.marketGroupId,
    marketTypeInfo: { style: market.style, ordinalPosition: market.ordinalPosition },
    period: market.period,
    instance: market.instance,
    description: market.description,
    cutoffTime: market.cutoffTime.toISOString(),
    ...(market.opponentId === null ? {} : { opponentId: market.opponentId }),
    ...(market.playerName === null ? {} : { playerName: market.playerName }),
    ...(market.teamName === null ? {} : { teamName: market.teamName }),
    outcomes: outcomes.map(toOutcome),
  };
}
