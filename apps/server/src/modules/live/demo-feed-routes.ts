import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { DemoMarketResultBody, type MarketResult, queryPositiveInt } from '@sb/contract';
import { DEMO_STARTING_PRICE_SEED, demoStartingPrice, isStartingPriceMarket } from '@sb/domain';
import { events, markets, outcomes } from '../../db/schema.ts';
import { ApiProblem, InputError, NotFoundError } from '../../errors.ts';
import { HOUSE_BOOK } from '../catalog/index.ts';

/** The demo feed controls' paths (docs/decisions/betslip-server.md "Demo feed controls"). */
export const demoFeedRoutes = {
  outcomePrice: '/api/demo/feed/outcomes/:outcomeId/price',
  marketStatus: '/api/demo/feed/markets/:marketId/status',
  marketResult: '/api/demo/feed/markets/:marketId/result',
  kickOff: '/api/demo/feed/events/:eventId/kick-off',
} as const;

const OutcomeParams = z.object({ outcomeId: queryPositiveInt });
const MarketParams = z.object({ marketId: queryPositiveInt });
const EventParams = z.object({ eventId: queryPositiveInt });
const PriceBody = z.object({ decimal: z.number().check(z.minimum(1.001), z.maximum(1000)) });
const StatusBody = z.object({ status: z.enum(['OPEN', 'SUSPENDED']) });
async function outcomeRow(app: FastifyInstance, outcomeId: number) {
  const rows = await app.db
    .select({ outcome: outcomes, market: markets, leagueId: events.leagueId })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(events, eq(events.id, outcomes.eventId))
    .where(eq(outcomes.id, outcomeId));
  if (!rows[0]) throw new NotFoundError(`Outcome ${outcomeId} not found`);
  return rows[0];
}

async function marketRow(app: FastifyInstance, marketId: number) {
  const [market] = await app.db.select().from(markets).where(eq(markets.id, marketId));
  if (!market) throw new NotFoundError(`Market ${marketId} not found`);
  return market;
}

/** A live event's market status goes onto the feed bus; false: the event is not live (pre-match). */
function publishLiveStatus(
  app: FastifyInstance,
  market: typeof markets.$inferSelect,
  status: 'OPEN' | 'SUSPENDED' | 'RESULTED',
): boolean {
  if (!app.live.state.event(market.eventId)) return false;
  app.feed.bus.publish([
    { type: 'market-status', eid: market.eventId, mid: market.id, mtid: market.marketTypeId, s: status },
  ]);
  return true;
}

/**
 * Demo feed controls for browser tests (only with DEMO_CONTROLS=on, never in production): move an
 * outcome's price or open / suspend a market the way the feed does, so the web's prices move and
 * placement sees it. An in-play event's change goes onto the feed bus, as the simulator's do (every
 * process's live state and websocket clients follow); a pre-match one is written to the database,
 * where the catalogue and pricing read it, and the catalogue cache is dropped.
 */
export const demoFeedControlRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    demoFeedRoutes.outcomePrice,
    { schema: { params: OutcomeParams, body: PriceBody } },
    async (request) => {
      const { outcome, market, leagueId } = await outcomeRow(app, request.params.outcomeId);
      const live = app.live.state.event(outcome.eventId);
      // Stored as the feed price; served through the margin and the ladder like every price.
      await app.db.update(outcomes).set({ price: request.body.decimal }).where(eq(outcomes.id, outcome.id));
      // In play the house book prices it; pre-match the book a visitor of this brand sees.
      const pricer = await app.odds.pricer(live ? HOUSE_BOOK : await app.odds.bookOf(request.brand.code));
      const decimal = pricer(request.body.decimal, {
        marketTypeId: market.marketTypeId,
        leagueId,
        outcomeId: outcome.id,
        eventId: outcome.eventId,
        marketId: market.id,
      });
      if (live) {
        const previous = live.markets
          ?.find((m) => m.id === market.id)
          ?.outcomes.find((o) => o.id === outcome.id)?.consolidatedPrice.currentPrice.decimal;
        app.feed.bus.publish([
          {
            type: 'outcome',
            eid: outcome.eventId,
            mid: market.id,
            mtid: market.marketTypeId,
            ptid: market.period.periodType.id,
            oid: outcome.id,
            h: outcome.hidden,
            clp: { cp: { d: decimal }, ...(previous === undefined ? {} : { pp: { d: previous } }) },
          },
        ]);
      } else {
        app.catalog.invalidate();
      }
      return {
        outcomeId: outcome.id,
        marketId: market.id,
        eventId: outcome.eventId,
        decimal,
        inPlay: !!live,
      };
    },
  );

  app.post(
    demoFeedRoutes.marketStatus,
    { schema: { params: MarketParams, body: StatusBody } },
    async (request) => {
      const market = await marketRow(app, request.params.marketId);
      const { status } = request.body;
      await app.db.update(markets).set({ status }).where(eq(markets.id, market.id));
      const inPlay = publishLiveStatus(app, market, status);
      if (!inPlay) app.catalog.invalidate();
      return { marketId: market.id, eventId: market.eventId, status, inPlay };
    },
  );

  // Results the market as the feed does (docs/decisions/settlement.md): the market leaves the
  // offer, the result goes onto the results bus, and the answer waits for the market's settlement,
  // so a browser test sees its bet settled once this returns.
  app.post(
    demoFeedRoutes.marketResult,
    { schema: { params: MarketParams, body: DemoMarketResultBody } },
    async (request) => {
      const market = await marketRow(app, request.params.marketId);
      const rows = await app.db
        .select({ id: outcomes.id, price: outcomes.price })
        .from(outcomes)
        .where(eq(outcomes.marketId, market.id));
      const ids = rows.map((o) => o.id);
      const body = request.body;
      // A race's runners return their SP with the result: the body's, else the demo's seeded one.
      const [event] = await app.db
        .select({ sportCode: events.sportCode, eventType: events.eventType })
        .from(events)
        .where(eq(events.id, market.eventId));
      const race = !!event && isStartingPriceMarket({ ...event, marketStyle: market.style });
      const explicit = new Map(
        'outcomes' in body ? [] : body.startingPrices.map((s) => [s.outcomeId, s.decimal]),
      );
      const spOf = (outcomeId: number, price: number) =>
        race && !('outcomes' in body) && !body.void
          ? {
              startingPrice:
                explicit.get(outcomeId) ?? demoStartingPrice(DEMO_STARTING_PRICE_SEED, outcomeId, price),
            }
          : {};
      const named =
        'outcomes' in body
          ? body.outcomes.map((o) => o.outcomeId)
          : [...body.winners, ...body.placed, ...body.startingPrices.map((s) => s.outcomeId)];
      const strangers = named.filter((id) => !ids.includes(id));
      if (strangers.length > 0)
        throw new InputError('body', `Outcomes ${strangers.join(', ')} are not of market ${market.id}`);
      const result: MarketResult = {
        marketId: market.id,
        eventId: market.eventId,
        outcomes:
          'outcomes' in body
            ? body.outcomes
            : rows.map(({ id: outcomeId, price }) => ({
                outcomeId,
                ...spOf(outcomeId, price),
                result: body.void
                  ? 'void'
                  : body.winners.includes(outcomeId)
                    ? 'won'
                    : body.placed.includes(outcomeId)
                      ? 'placed'
                      : 'lost',
              })),
        resultedAt: app.clock().toISOString(),
      };
      const inPlay = publishLiveStatus(app, market, 'RESULTED');
      if (!inPlay) {
        // Off the pre-match offer: nothing more can be placed on a resulted market.
        await app.db.update(markets).set({ longTermSuspended: true }).where(eq(markets.id, market.id));
        app.catalog.invalidate();
      }
      app.results.bus.publish(result);
      const settled = await app.settlement.settle(result);
      return {
        marketId: market.id,
        eventId: market.eventId,
        inPlay,
        bets: settled.bets,
        decided: settled.decided,
        settled: settled.done,
      };
    },
  );

  // Kicks a pre-match game off now, played from its first minute: a browser journey that needs a
  // game in play at its start (a stream to watch) takes its own instead of one the simulator has
  // played for the length of the run.
  app.post(demoFeedRoutes.kickOff, { schema: { params: EventParams } }, async (request) => {
    const { eventId } = request.params;
    const [event] = await app.db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) throw new NotFoundError(`Event ${eventId} not found`);
    const simulator = app.live.simulator;
    if (!simulator)
      throw new ApiProblem(409, 'FEED_ELSEWHERE', 'The feed simulator does not run in this process');
    if (!(await simulator.kickOffNow(eventId)))
      throw new ApiProblem(409, 'NOT_A_KICKOFF', `Event ${eventId} is not a game still to kick off`);
    return { eventId, inPlay: true };
  });

  done();
};
