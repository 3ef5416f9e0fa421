import type { FeedUpdate, LiveEvent, Market, MarketResult, SelectionResult } from '@sb/contract';
import { catalogPlaceTerms, DEMO_STARTING_PRICE_SEED, demoStartingPrice } from '@sb/domain';
import { MARKET_TYPES } from '../../demo/market-types.ts';
import { createRandom, type Random } from '../../demo/prng.ts';
import type { Pricer } from '../catalog/index.ts';
import type { Kickoff, RaceOff } from './live-repository.ts';
import type { LiveState } from './live-state.ts';
import { advance, kickOff, resume, type Match } from './match-simulation.ts';
import { startWalk, stepWalk, type MarketWalk } from './price-walk.ts';

export interface FeedSimulatorOptions {
  /** Game time per real time: 60 plays a football match in 1.5 minutes. */
  speed: number;
  /** Outcome price updates per second, all events together. */
  rate: number;
  seed: number;
  /** Demo mode: keep at least `minLiveEvents` live in `minLiveSports` sports, bringing kick-offs forward. */
  demo: boolean;
  minLiveEvents: number;
  minLiveSports: number;
}

export interface FeedSimulatorDeps {
  state: LiveState;
  /** Onto the bus: every process (this one first, synchronously) applies it to its live state. */
  publish: (batch: FeedUpdate[]) => void;
  /** Starting events, as live events with every market on offer. */
  loadEvents: (ids: readonly number[]) => Promise<LiveEvent[]>;
  /** The stored feed prices of these events' outcomes, by outcome id. */
  loadFeedPrices: (eventIds: readonly number[]) => Promise<Map<number, number>>;
  /** Serves a feed price: brand margin, then the ladder (the catalogue's pricer). */
  pricer: () => Promise<Pricer>;
  /** Pre-match games to come, earliest first. */
  kickoffs: Kickoff[];
  /**
   * Demo mode brings these forward last, after every other game: a brand boosts their pre-match
   * price, which a game gone in play early would take off the offer. They still kick off at their time.
   */
  keptKickoffs?: ReadonlySet<number>;
  /** Demo mode: these events kick off at `at` instead. */
  moveKickoff: (id: number, at: Date) => Promise<void>;
  /** Events went live: pre-match answers must drop them. */
  eventsStarted: () => void;
  /** Onto the results bus: a market resulted (settlement follows it). */
  publishResult?: (result: MarketResult) => void;
  /** Races not yet resulted, earliest off first: each is resulted RACE_RESULT_MS after its off. */
  raceOffs?: RaceOff[];
  /** These races are run and resulted: they leave the offer for good (a restart does not result them again). */
  racesRun?: (ids: readonly number[]) => Promise<void>;
}

const MIN = 60_000;
/** Log-odds step of one price move; after a goal or a wicket, the reopening move is bigger. */
const PRICE_STEP = 0.06;
const BIG_PRICE_STEP = 0.5;
/** Demo mode: live games each of the first sports keeps playing. */
const GAMES_PER_FIRST_SPORT = 3;
/** Demo mode brings kick-offs forward from beyond this window only, while there are any. */
const KEEP_SCHEDULE_MS = 36 * 60 * MIN;
/** A market resulted void now and then (abandoned, a rule broken): settlement returns stakes. */
const VOID_RESULT_CHANCE = 0.01;
/** A race is resulted this long after its off (run, weighed in), in real time whatever the speed. */
export const RACE_RESULT_MS = 3 * MIN;
/** Results seed apart from the play's: drawing results leaves the play as it was for a seed. */
const RESULTS_SEED_SALT = 0x5e771e;

/**
 * Plays the live events: kicks off games whose time has come, moves clocks, periods and scores
 * (match-simulation.ts), moves prices, suspends and reopens markets around goals, raises and clears
 * feed alerts, hides outcomes, removes markets and ends events. Everything it does is a FeedUpdate
 * published on the bus: it never writes the live state itself. `tick(ms)` advances it by `ms` of real
 * time; the service calls it from a timer, tests by hand with a fixed seed.
 */
export class FeedSimulator {
  readonly #deps: FeedSimulatorDeps;
  readonly #options: FeedSimulatorOptions;
  readonly #random: Random;
  readonly #resultRandom: Random;
  /** Results of this tick, sent after its updates (the market leaves the event first). */
  #results: MarketResult[] = [];
  readonly #matches = new Map<number, Match>();
  readonly #walks = new Map<number, MarketWalk>();
  /** Feed prices by outcome id: walked here, served through the pricer, saved as they are. */
  #feedPrices = new Map<number, number>();
  /** The feed price behind each outcome's last published price: what a save keeps. */
  #publishedFeedPrices = new Map<number, number>();
  #price: Pricer = (feedPrice) => feedPrice;
  /** Markets this simulator suspended, and when (sim time) they reopen. */
  readonly #reopenAt = new Map<number, { eventId: number; at: number }>();
  /** Events under a feed alert, and when it clears. */
  readonly #alertUntil = new Map<number, number>();
  #now: number;
  #priceCarry = 0;

  constructor(deps: FeedSimulatorDeps, options: FeedSimulatorOptions, startAt: number) {
    this.#deps = deps;
    this.#options = options;
    this.#random = createRandom(options.seed);
    this.#resultRandom = createRandom(options.seed ^ RESULTS_SEED_SALT);
    this.#now = startAt;
  }

  /** Picks up the events already live (resuming saved ones), then tops up in demo mode. */
  async start(): Promise<void> {
    this.#price = await this.#deps.pricer();
    this.#feedPrices = await this.#deps.loadFeedPrices(this.#deps.state.liveEvents().map((e) => e.id));
    const batch: FeedUpdate[] = [];
    for (const event of this.#deps.state.liveEvents()) {
      if (event.clock) {
        this.#matches.set(event.id, resume(event, this.#random, this.#now));
      } else {
        batch.push(this.#goLive(event));
      }
    }
    this.#publish(batch);
    await this.#startDue();
  }

  async tick(ms: number): Promise<void> {
    this.#now += ms;
    this.#price = await this.#deps.pricer();
    const batch: FeedUpdate[] = [];
    const gameMs = ms * this.#options.speed;
    for (const match of this.#matches.values()) {
      const step = advance(match, gameMs, this.#random, this.#now);
      batch.push(...step.updates);
      if (match.finished) {
        this.#resultEvent(match);
        this.#matches.delete(match.eventId);
        // Its markets are resulted: none reopens, and an alert on it ends with it.
        for (const [marketId, { eventId }] of this.#reopenAt)
          if (eventId === match.eventId) this.#reopenAt.delete(marketId);
        if (this.#alertUntil.delete(match.eventId)) {
          const feedCode = this.#deps.state.event(match.eventId)?.feedCode ?? '';
          batch.push({ type: 'feed-alert', eid: match.eventId, feedCode, active: false });
        }
        continue;
      }
      if (step.bigMoment) this.#suspendAll(match.eventId, batch);
      this.#incidents(match.eventId, gameMs, batch);
    }
    this.#reopenDue(batch);
    this.#publish(batch);
    await this.#runRaces();
    this.#publishResults();
    // After the play: an event that just ended is replaced within the same tick.
    await this.#startDue();
    const prices: FeedUpdate[] = [];
    this.#movePrices(ms, prices);
    this.#publish(prices);
  }

  // ---------------------------------------------------------------- kick-offs

  async #startDue(): Promise<void> {
    const { kickoffs } = this.#deps;
    const due: number[] = [];
    while (kickoffs[0] && kickoffs[0].eventDate.getTime() <= this.#now) due.push(kickoffs.shift()!.id);
    if (this.#options.demo) due.push(...(await this.#bringForward()));
    await this.#bringLive(due);
  }

  /**
   * Kicks this game off now, whatever its time (the demo feed control: a browser journey gets a game
   * at its start, so it does not depend on how far the simulator has played the others). False: it
   * is not a game still to kick off (unknown, already in play or over).
   */
  async kickOffNow(eventId: number): Promise<boolean> {
    const at = this.#deps.kickoffs.findIndex((k) => k.id === eventId);
    if (at < 0) return false;
    this.#deps.kickoffs.splice(at, 1);
    await this.#deps.moveKickoff(eventId, new Date(this.#now));
    await this.#bringLive([eventId]);
    return true;
  }

  async #bringLive(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const [events, feedPrices] = await Promise.all([
      this.#deps.loadEvents(ids),
      this.#deps.loadFeedPrices(ids),
    ]);
    for (const [id, price] of feedPrices) this.#feedPrices.set(id, price);
    this.#publish(events.map((event) => this.#goLive(event)));
    this.#deps.eventsStarted();
  }

  /** Demo mode: kick-offs to bring forward (to a few minutes ago) until enough events are live. */
  async #bringForward(): Promise<number[]> {
    const { minLiveEvents, minLiveSports } = this.#options;
    const live = this.#deps.state.liveEvents();
    const sports = new Set(live.map((e) => e.sportId));
    const { kickoffs, keptKickoffs } = this.#deps;
    // Games from the far end of the schedule first: the slate of the coming day stays as published,
    // so "Starting soon" still lists what starts soon (SPEC.md §2 home).
    const keepUntil = this.#now + KEEP_SCHEDULE_MS;
    const movable = kickoffs.filter((k) => !keptKickoffs?.has(k.id));
    const candidates = [
      ...movable.filter((k) => k.eventDate.getTime() > keepUntil),
      ...movable.filter((k) => k.eventDate.getTime() <= keepUntil),
      // Boosted games last: only a schedule with nothing else left to bring (a test's few games).
      ...kickoffs.filter((k) => keptKickoffs?.has(k.id)),
    ];
    const chosen: Kickoff[] = [];
    // The first sports (football first) each play a few games, more sports join until there are
    // enough, then the earliest games overall fill up.
    const playing = new Map<number, number>();
    for (const event of live) playing.set(event.sportId, (playing.get(event.sportId) ?? 0) + 1);
    const bring = (kickoff: Kickoff) => {
      chosen.push(kickoff);
      sports.add(kickoff.sportId);
      playing.set(kickoff.sportId, (playing.get(kickoff.sportId) ?? 0) + 1);
    };
    for (const [index, sport] of this.#deps.state.sports.entries()) {
      if (index >= minLiveSports && sports.size >= minLiveSports) break;
      const wanted = index < minLiveSports ? GAMES_PER_FIRST_SPORT : 1;
      for (const kickoff of candidates) {
        if ((playing.get(sport.id) ?? 0) >= wanted) break;
        if (kickoff.sportId === sport.id) bring(kickoff);
      }
    }
    for (const kickoff of candidates) {
      if (live.length + chosen.length >= minLiveEvents) break;
      if (!chosen.includes(kickoff)) bring(kickoff);
    }
    for (const kickoff of chosen) {
      kickoffs.splice(kickoffs.indexOf(kickoff), 1);
      // Up to 40 game minutes ago, so the live page opens on games in every stage (not past their end
      // at a demo speed-up).
      const at = new Date(this.#now - (this.#random.int(0, 40) * MIN) / this.#options.speed);
      await this.#deps.moveKickoff(kickoff.id, at);
    }
    return chosen.map((k) => k.id);
  }

  /** An event going live: a match played from its kick-off to now, sent whole. */
  #goLive(event: LiveEvent): FeedUpdate {
    const match = kickOff(event, this.#random, this.#now);
    const played = Math.max(0, this.#now - Date.parse(event.eventDate)) * this.#options.speed;
    advance(match, played, this.#random, this.#now);
    this.#matches.set(event.id, match);
    const liveOpenMarketCount = (event.markets ?? []).filter((m) => m.status === 'OPEN').length;
    // A game already played out (its kick-off long past) goes live finished, never as a live game.
    const isFinished = match.fields.clock?.status === 'END_OF_EVENT';
    return {
      type: 'event-live',
      eid: event.id,
      event: { ...event, ...match.fields, liveOpenMarketCount, isFinished },
    };
  }

  // ---------------------------------------------------------------- markets

  #suspendAll(eventId: number, batch: FeedUpdate[]): void {
    const event = this.#deps.state.event(eventId);
    const reopen = this.#now + this.#random.int(20_000, 45_000) / this.#options.speed;
    for (const market of event?.markets ?? []) {
      if (market.status !== 'OPEN' || this.#reopenAt.has(market.id)) continue;
      batch.push(statusUpdate(market, 'SUSPENDED'));
      this.#reopenAt.set(market.id, { eventId, at: reopen });
    }
    batch.push({ type: 'open-market-count', eid: eventId, count: 0 });
  }

  #reopenDue(batch: FeedUpdate[]): void {
    const reopened = new Set<number>();
    for (const [marketId, { eventId, at }] of this.#reopenAt) {
      // Under a feed alert the market waits: it reopens on the first tick after the alert clears.
      if (at > this.#now || this.#alertUntil.has(eventId)) continue;
      this.#reopenAt.delete(marketId);
      const market = this.#deps.state.event(eventId)?.markets?.find((m) => m.id === marketId);
      if (!market) continue;
      batch.push(statusUpdate(market, 'OPEN'));
      batch.push(...this.#walkPrices(market, BIG_PRICE_STEP));
      reopened.add(eventId);
    }
    for (const [eventId, until] of this.#alertUntil) {
      if (until > this.#now) continue;
      this.#alertUntil.delete(eventId);
      const event = this.#deps.state.event(eventId);
      if (event) batch.push({ type: 'feed-alert', eid: eventId, feedCode: event.feedCode, active: false });
      reopened.add(eventId);
    }
    for (const eventId of reopened) this.#countOpen(eventId, batch);
  }

  /** Now and then: a feed alert, a hidden outcome, a market taken off (rates per minute of play). */
  #incidents(eventId: number, gameMs: number, batch: FeedUpdate[]): void {
    const event = this.#deps.state.event(eventId);
    const markets = event?.markets ?? [];
    if (!event || markets.length === 0) return;
    const perMinute = (rate: number) => this.#random.chance((rate * gameMs) / MIN);
    if (!this.#alertUntil.has(eventId) && perMinute(0.01)) {
      this.#alertUntil.set(eventId, this.#now + this.#random.int(10_000, 30_000) / this.#options.speed);
      batch.push({ type: 'feed-alert', eid: eventId, feedCode: event.feedCode, active: true });
      batch.push({ type: 'open-market-count', eid: eventId, count: 0 });
    }
    if (perMinute(0.02)) {
      const market = this.#random.pick(markets);
      const visible = market.outcomes.filter((o) => !o.hidden);
      if (visible.length > 2) batch.push(outcomeUpdate(market, this.#random.pick(visible), true));
    }
    if (markets.length > 1 && perMinute(0.02)) {
      // Never the first market: the list row shows it.
      const market = this.#random.pick(markets.slice(1));
      const status = this.#random.pick(['LTS', 'SETTLED', 'RESULTED', 'CLOSED'] as const);
      batch.push({
        type: 'market-status',
        eid: eventId,
        mid: market.id,
        mtid: market.marketTypeId,
        s: status,
      });
      this.#walks.delete(market.id);
      this.#countOpen(eventId, batch, market.id);
      if (status === 'RESULTED' || status === 'SETTLED') this.#results.push(this.#drawnResult(market));
    }
  }

  #countOpen(eventId: number, batch: FeedUpdate[], removedMarketId?: number): void {
    const markets = this.#deps.state.event(eventId)?.markets ?? [];
    const open = markets.filter(
      (m) => m.id !== removedMarketId && m.status === 'OPEN' && !this.#reopenAt.has(m.id),
    ).length;
    batch.push({ type: 'open-market-count', eid: eventId, count: this.#alertUntil.has(eventId) ? 0 : open });
  }

  // ---------------------------------------------------------------- results

  /**
   * The event ended: every market still on it is resulted, from the final score where its type
   * says how (result, winner, totals of the full time), otherwise by a draw.
   */
  #resultEvent(match: Match): void {
    const markets = this.#deps.state.event(match.eventId)?.markets ?? [];
    for (const market of markets)
      this.#results.push(this.#scoreResult(match, market) ?? this.#drawnResult(market));
  }

  #scoreResult(match: Match, market: Market): MarketResult | undefined {
    if (market.period.abbreviation !== 'FT' || this.#resultRandom.chance(VOID_RESULT_CHANCE))
      return undefined;
    const points = new Map((match.fields.scores?.score ?? []).map((s) => [s.opponentId, s.points]));
    const [home, away] = match.opponents.map((id) => points.get(id));
    if (home === undefined || away === undefined) return undefined;
    const winner = home > away ? match.opponents[0] : away > home ? match.opponents[1] : undefined;
    const T = MARKET_TYPES;
    switch (market.marketTypeId) {
      case T.matchResult.id:
        // The draw is the outcome without an opponent.
        return this.#result(market, (o) =>
          winner === undefined ? o.opponentId === undefined : o.opponentId === winner,
        );
      case T.moneyline.id:
      case T.matchWinner.id:
        // A level two-way market has no winner: void, stakes back.
        if (winner === undefined) return this.#result(market, () => true, 'void');
        return this.#result(market, (o) => o.opponentId === winner);
      case T.totalGoals.id:
      case T.totalPoints.id:
      case T.totalRuns.id: {
        const total = home + away;
        return this.#result(market, (o) => {
          const line = o.consolidatedPrice.currentPrice.spread;
          if (line === undefined || line === total) return false;
          return o.description.startsWith('Over') ? total > line : total < line;
        });
      }
      default:
        return undefined;
    }
  }

  /** A winner drawn by the outcomes' implied probabilities (1 / price); now and then void. */
  #drawnResult(market: Market): MarketResult {
    if (this.#resultRandom.chance(VOID_RESULT_CHANCE)) return this.#result(market, () => true, 'void');
    const candidates = market.outcomes.filter((o) => !o.hidden);
    const weights = candidates.map((o) => 1 / Math.max(1.001, o.consolidatedPrice.currentPrice.decimal));
    let pick = this.#resultRandom.next() * weights.reduce((a, b) => a + b, 0);
    const winner = candidates.find((_, i) => (pick -= weights[i]!) < 0) ?? candidates.at(-1);
    return this.#result(market, (o) => o.id === winner?.id);
  }

  /** The result message: the chosen outcomes with `result`, the others lost. */
  #result(
    market: Market,
    chosen: (o: Market['outcomes'][number]) => boolean,
    result: 'won' | 'void' = 'won',
  ): MarketResult {
    return {
      marketId: market.id,
      eventId: market.eventId,
      outcomes: market.outcomes.map((o) => ({ outcomeId: o.id, result: chosen(o) ? result : 'lost' })),
      resultedAt: new Date(this.#now).toISOString(),
    };
  }

  /**
   * Races past their off by RACE_RESULT_MS: a finishing order drawn by the runners' implied
   * chances (1 / price, one place after another), the winner won, the rest of the places by the
   * market's each-way terms placed, the others lost; a non-runner (hidden) void.
   */
  async #runRaces(): Promise<void> {
    const offs = this.#deps.raceOffs;
    if (!offs) return;
    const due: number[] = [];
    while (offs[0] && offs[0].eventDate.getTime() + RACE_RESULT_MS <= this.#now) due.push(offs.shift()!.id);
    if (due.length === 0) return;
    for (const race of await this.#deps.loadEvents(due))
      for (const market of race.markets ?? []) this.#results.push(this.#raceResult(race, market));
    // Resulted first, finished after: a restart in between results a race again (the first result
    // wins), never leaves one finished and unresulted.
    this.#publishResults();
    await this.#deps.racesRun?.(due);
  }

  #raceResult(race: LiveEvent, market: Market): MarketResult {
    const runners = market.outcomes.filter((o) => !o.hidden);
    const terms = catalogPlaceTerms(race, { style: market.marketTypeInfo.style }, runners.length);
    const order: number[] = [];
    const left = [...runners];
    while (left.length > 0) {
      const weights = left.map((o) => 1 / Math.max(1.001, o.consolidatedPrice.currentPrice.decimal));
      let pick = this.#resultRandom.next() * weights.reduce((a, b) => a + b, 0);
      const found = weights.findIndex((w) => (pick -= w) < 0);
      order.push(left.splice(found === -1 ? left.length - 1 : found, 1)[0]!.id);
    }
    const places = terms?.places ?? 1;
    return {
      marketId: market.id,
      eventId: market.eventId,
      outcomes: market.outcomes.map((o) => {
        const position = order.indexOf(o.id);
        const result: SelectionResult =
          position === -1 ? 'void' : position === 0 ? 'won' : position < places ? 'placed' : 'lost';
        // Each runner's SP: its last price at the off (an SP-only runner's forecast), moved by the seeded rule.
        const sp = demoStartingPrice(
          DEMO_STARTING_PRICE_SEED,
          o.id,
          o.consolidatedPrice.currentPrice.decimal,
        );
        return { outcomeId: o.id, result, ...(result === 'void' ? {} : { startingPrice: sp }) };
      }),
      resultedAt: new Date(this.#now).toISOString(),
    };
  }

  #publishResults(): void {
    const results = this.#results;
    this.#results = [];
    for (const result of results) this.#deps.publishResult?.(result);
  }

  // ---------------------------------------------------------------- prices

  /** `rate` price updates a second, spread over random open markets of random live events. */
  #movePrices(ms: number, batch: FeedUpdate[]): void {
    const events = [...this.#matches.keys()]
      .map((id) => this.#deps.state.event(id))
      .filter((e): e is LiveEvent => e !== undefined);
    if (events.length === 0) return;
    // A long tick (a stalled timer, a test) moves prices as one second would, not in a flood.
    this.#priceCarry += (this.#options.rate * Math.min(ms, 1000)) / 1000;
    for (let attempts = 0; this.#priceCarry >= 1 && attempts < 10_000; attempts++) {
      const event = this.#random.pick(events);
      const open = (event.markets ?? []).filter((m) => m.status === 'OPEN' && m.outcomes.length > 1);
      if (open.length === 0) continue;
      const moved = this.#walkPrices(this.#random.pick(open), PRICE_STEP);
      batch.push(...moved);
      this.#priceCarry -= Math.max(1, moved.length);
    }
    this.#priceCarry = Math.min(this.#priceCarry, 1);
  }

  /**
   * The feed price behind the outcome's last published price, as the database should keep it
   * (undefined if none was published here). Not the walk's latest: a step that does not change
   * the served price publishes nothing, and a restart must serve what clients last saw.
   */
  feedPrice(outcomeId: number): number | undefined {
    return this.#publishedFeedPrices.get(outcomeId);
  }

  /** A step of the market's walk; an update for each outcome whose served price changed. */
  #walkPrices(picked: Market, sd: number): FeedUpdate[] {
    // The state's current copy: events are immutable, and an earlier walk of this tick may have
    // replaced the one the caller picked.
    const market = this.#deps.state.event(picked.eventId)?.markets?.find((m) => m.id === picked.id) ?? picked;
    const served = market.outcomes.map((o) => o.consolidatedPrice.currentPrice.decimal);
    let walk = this.#walks.get(market.id);
    if (!walk) {
      walk = startWalk(market.outcomes.map((o, i) => this.#feedPrices.get(o.id) ?? served[i]!));
      this.#walks.set(market.id, walk);
    }
    const next = stepWalk(walk, sd, this.#random);
    const leagueId = this.#deps.state.event(market.eventId)?.eventPaths.at(-1)?.id;
    return market.outcomes.flatMap((outcome, i) => {
      const feedPrice = next[i]!;
      this.#feedPrices.set(outcome.id, feedPrice);
      const decimal = this.#price(feedPrice, {
        marketTypeId: market.marketTypeId,
        leagueId,
        outcomeId: outcome.id,
        eventId: market.eventId,
        marketId: market.id,
      });
      if (decimal === served[i]) return [];
      this.#publishedFeedPrices.set(outcome.id, feedPrice);
      return [outcomeUpdate(market, outcome, outcome.hidden, decimal)];
    });
  }

  /** A copy onto the bus: the matches keep mutating their fields after this. */
  #publish(batch: FeedUpdate[]): void {
    if (batch.length > 0) this.#deps.publish(structuredClone(batch));
  }
}

function statusUpdate(market: Market, s: 'OPEN' | 'SUSPENDED'): FeedUpdate {
  return { type: 'market-status', eid: market.eventId, mid: market.id, mtid: market.marketTypeId, s };
}

function outcomeUpdate(
  market: Market,
  outcome: Market['outcomes'][number],
  hidden: boolean,
  decimal = outcome.consolidatedPrice.currentPrice.decimal,
): FeedUpdate {
  const { currentPrice } = outcome.consolidatedPrice;
  const price = (d: number) => ({
    d,
    ...(currentPrice.spread === undefined ? {} : { s0: currentPrice.spread }),
    ...(currentPrice.spread2 === undefined ? {} : { s1: currentPrice.spread2 }),
  });
  return {
    type: 'outcome',
    eid: market.eventId,
    mid: market.id,
    mtid: market.marketTypeId,
    ptid: market.period.periodType.id,
    oid: outcome.id,
    h: hidden,
    clp: { cp: price(decimal), pp: price(currentPrice.decimal) },
  };
}
