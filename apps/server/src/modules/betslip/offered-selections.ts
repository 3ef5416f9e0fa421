import type { LiveEvent, Market } from '@sb/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { events, markets, outcomes } from '../../db/schema.ts';
import type { Pricer } from '../catalog/odds-service.ts';
import type { LiveState } from '../live/live-state.ts';
import { RES, type RejectionCode } from './rejection-codes.ts';

/**
 * What one outcome offers right now, wherever its truth lives: a live event's prices and market
 * states are in the live state (every process applies the feed bus to it, so any node answers the
 * same), a pre-match one's in the database. The price is the served one (margin, ladder), the one
 * the web shows.
 */
export interface OfferedSelection {
  outcomeId: number;
  outcomeDescription: string;
  marketId: number;
  marketDescription: string;
  marketTypeId: number;
  periodDescription: string;
  eventId: number;
  eventDescription: string;
  slug: string;
  sportId: number;
  sportCode: string;
  eventDate: string;
  /** Served decimal price now. */
  price: number;
  /** The event is in play: a bet on it waits the in-play delay. */
  inPlay: boolean;
  /** Why it cannot be backed now; undefined: it can. */
  refusal: RejectionCode | undefined;
}

/** The facts a refusal is decided from (pure: offered-selections.test.ts tables them). */
export interface SelectionFacts {
  found: boolean;
  outcomeHidden: boolean;
  /** The market left the event (lts, settled, resulted, closed: SPEC.md §4). */
  marketRemoved: boolean;
  marketStatus: 'OPEN' | 'SUSPENDED';
  /** A feed alert holds this market suspended (SPEC.md §4 "Market status"). */
  feedAlert: boolean;
  /** No market of the event is open: the event as a whole is suspended (after a goal, say). */
  eventSuspended: boolean;
  eventFinished: boolean;
  /** Kicked off (or past the market's cut-off) and not offered in play. */
  eventPassed: boolean;
}

/**
 * The first rule that refuses, most final first: an event that is over cannot come back; an alert
 * says more than the suspension it causes; a whole event suspended more than one market.
 */
export function refusalOf(facts: SelectionFacts): RejectionCode | undefined {
  if (!facts.found || facts.marketRemoved || facts.outcomeHidden) return RES.noPriceAvailable;
  if (facts.eventFinished || facts.eventPassed) return RES.eventPassed;
  if (facts.feedAlert) return RES.feedAlertActive;
  if (facts.eventSuspended) return RES.eventSuspended;
  if (facts.marketStatus !== 'OPEN') return RES.marketSuspended;
  return undefined;
}

/** An outcome id nobody offers: shown closed on the slip, refused at placement. */
export function unknownSelection(outcomeId: number): OfferedSelection {
  return {
    outcomeId,
    outcomeDescription: '',
    marketId: 0,
    marketDescription: '',
    marketTypeId: 0,
    periodDescription: '',
    eventId: 0,
    eventDescription: '',
    slug: '',
    sportId: 0,
    sportCode: '',
    eventDate: new Date(0).toISOString(),
    price: 1,
    inPlay: false,
    refusal: RES.noPriceAvailable,
  };
}

export interface OfferedSelectionsDeps {
  db: Db | Tx;
  live: LiveState;
  pricer: Pricer;
  now: Date;
}

/** The current offer of each outcome id, in the order asked (unknown ids included, refused). */
export async function offeredSelections(
  deps: OfferedSelectionsDeps,
  outcomeIds: readonly number[],
): Promise<OfferedSelection[]> {
  const ids = [...new Set(outcomeIds)];
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({ outcome: outcomes, market: markets, event: events })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(events, eq(events.id, outcomes.eventId))
    .where(inArray(outcomes.id, ids));
  const preMatchEventIds = [
    ...new Set(rows.filter((r) => !deps.live.event(r.event.id)).map((r) => r.event.id)),
  ];
  const openEvents = await eventsWithAnOpenMarket(deps.db, preMatchEventIds);

  const byId = new Map<number, OfferedSelection>();
  for (const { outcome, market, event } of rows) {
    const liveEvent = deps.live.event(event.id);
    const base = {
      outcomeId: outcome.id,
      outcomeDescription: outcome.description,
      marketId: market.id,
      marketDescription: market.description,
      marketTypeId: market.marketTypeId,
      periodDescription: market.period.description,
      eventId: event.id,
      eventDescription: event.description,
      slug: event.slug,
      sportId: event.sportId,
      sportCode: event.sportCode,
      eventDate: event.eventDate.toISOString(),
    };
    if (liveEvent) {
      byId.set(outcome.id, { ...base, ...fromLiveEvent(liveEvent, market.id, outcome.id) });
      continue;
    }
    const price = deps.pricer(outcome.price, {
      marketTypeId: market.marketTypeId,
      leagueId: event.leagueId,
      outcomeId: outcome.id,
      eventId: event.id,
      marketId: market.id,
    });
    const refusal = refusalOf({
      found: true,
      outcomeHidden: outcome.hidden,
      marketRemoved: market.longTermSuspended,
      marketStatus: market.status,
      feedAlert: false,
      eventSuspended: !openEvents.has(event.id),
      eventFinished: event.isFinished,
      // Not in the live state: a started game is not offered in play (or not yet), so it has passed.
      eventPassed: event.eventDate <= deps.now || market.cutoffTime <= deps.now,
    });
    byId.set(outcome.id, { ...base, price, inPlay: false, refusal });
  }
  return outcomeIds.map((id) => byId.get(id) ?? unknownSelection(id));
}

function fromLiveEvent(
  event: LiveEvent,
  marketId: number,
  outcomeId: number,
): Pick<OfferedSelection, 'price' | 'inPlay' | 'refusal'> {
  const markets: Market[] = event.markets ?? [];
  const market = markets.find((m) => m.id === marketId);
  const outcome = market?.outcomes.find((o) => o.id === outcomeId);
  const refusal = refusalOf({
    found: true,
    outcomeHidden: outcome?.hidden ?? false,
    marketRemoved: !market || !outcome,
    marketStatus: market?.status ?? 'SUSPENDED',
    feedAlert: (event.alertSuspendedMarketIds ?? []).includes(marketId),
    eventSuspended: markets.length > 0 && markets.every((m) => m.status !== 'OPEN'),
    eventFinished: event.isFinished || event.clock?.status === 'END_OF_EVENT',
    eventPassed: false,
  });
  return {
    price: outcome?.consolidatedPrice.currentPrice.decimal ?? 1,
    inPlay: !event.isFinished,
    refusal,
  };
}

async function eventsWithAnOpenMarket(db: Db | Tx, eventIds: readonly number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ eventId: markets.eventId })
    .from(markets)
    .where(
      and(
        inArray(markets.eventId, [...eventIds]),
        eq(markets.status, 'OPEN'),
        sql`not ${markets.longTermSuspended}`,
      ),
    );
  return new Set(rows.map((r) => r.eventId));
}
