import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeedBatch } from '../../feed/feed-bus.ts';
import { HOUSE_BOOK } from '../catalog/index.ts';
import { feedLock } from './feed-lock.ts';
import { FeedSimulator, type FeedSimulatorOptions } from './feed-simulator.ts';
import {
  finishEvents,
  moveKickoffs,
  saveLiveState,
  selectEventsByIds,
  selectFeedPrices,
  selectKickoffs,
  selectLiveEvents,
  selectRaceOffs,
  selectSports,
} from './live-repository.ts';
import { LiveState } from './live-state.ts';

/** The live events of this process; on the process that runs the simulator, the simulator too. */
export interface LiveService {
  readonly state: LiveState;
  /** Undefined where FEED_SIMULATOR is off, or while another process holds the feed lock. */
  readonly simulator: FeedSimulator | undefined;
  /** Saves what changed since the last save (the simulator's process saves every few seconds). */
  save(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveService;
  }
}

export interface LiveServiceOptions {
  simulator: Omit<FeedSimulatorOptions, 'seed'> | undefined;
  seed: number;
  /** Timers on (ticks, saves, lock retries); off in tests, which tick and save by hand. */
  timers: boolean;
  /** PostgreSQL shared by several processes: only the holder of the feed lock simulates. */
  databaseUrl: string | undefined;
}

const TICK_MS = 100;
/** Live state saved this often: a restart loses at most this much play (and replays it). */
const SAVE_MS = 5_000;
/** A follower with the simulator configured tries for the feed lock this often (takeover). */
const LOCK_RETRY_MS = 10_000;

/**
 * Loads the live events at start, applies every batch from the feed bus to them, and where the
 * simulator runs (one process per database: feed-lock.ts), ticks it and saves the live state
 * periodically and on close.
 */
export const liveService = fp(
  async (app: FastifyInstance, options: LiveServiceOptions) => {
    // Follow the bus before loading, so nothing published meanwhile is missed; feed updates set
    // values, so applying one the saved state already holds changes nothing.
    let early: FeedBatch[] | undefined = [];
    app.feed.bus.subscribe((batch) => {
      if (early) {
        early.push(batch);
        return;
      }
      loaded.apply(batch);
      // An event went live: it leaves the pre-match lists of this process.
      if (batch.some((u) => u.type === 'event-live')) app.catalog.invalidate();
    });
    const loaded = new LiveState(
      await selectSports(app.db),
      await selectLiveEvents(app.db, app.clock(), await app.odds.pricer(HOUSE_BOOK)),
      () => app.clock().getTime(),
    );
    for (const batch of early) loaded.apply(batch);
    early = undefined;

    let saving = Promise.resolve();
    const save = () => {
      saving = saving.then(() => {
        const rows = loaded.takeChanges();
        // The state holds served prices; the database keeps feed prices (the pricer serves them).
        const feed = (id: number, served: number) => simulator?.feedPrice(id) ?? served;
        rows.outcomes = rows.outcomes.map((o) => ({ ...o, price: feed(o.id, o.price) }));
        return saveLiveState(app.db, rows);
      });
      return saving;
    };

    let simulator: FeedSimulator | undefined;
    let ticking: Promise<void> | undefined;
    let tickTimer: NodeJS.Timeout | undefined;
    const timers: NodeJS.Timeout[] = [];

    const lead = async (simulatorOptions: Omit<FeedSimulatorOptions, 'seed'>) => {
      const now = app.clock();
      const leading = new FeedSimulator(
        {
          state: loaded,
          publish: (batch) => app.feed.bus.publish(batch),
          loadEvents: async (ids) => selectEventsByIds(app.db, ids, await app.odds.pricer(HOUSE_BOOK)),
          loadFeedPrices: (ids) => selectFeedPrices(app.db, ids),
          pricer: () => app.odds.pricer(HOUSE_BOOK),
          kickoffs: await selectKickoffs(app.db, now),
          keptKickoffs: await app.odds.boostedEventIds(),
          moveKickoff: (id, at) => moveKickoffs(app.db, [id], at),
          eventsStarted: () => app.catalog.invalidate(),
          publishResult: (result) => app.results.bus.publish(result),
          raceOffs: await selectRaceOffs(app.db),
          racesRun: async (ids) => {
            await finishEvents(app.db, ids);
            app.catalog.invalidate();
          },
        },
        { ...simulatorOptions, seed: options.seed },
        now.getTime(),
      );
      await leading.start();
      simulator = leading;
      if (!options.timers) return;
      let last = Date.now();
      tickTimer = setInterval(() => {
        if (ticking) return;
        const at = Date.now();
        ticking = leading
          .tick(at - last)
          .catch((err: unknown) => app.log.error({ err }, 'feed simulator tick failed'))
          .finally(() => {
            last = at;
            ticking = undefined;
          });
      }, TICK_MS);
    };
    if (options.timers) {
      timers.push(
        setInterval(() => {
          loaded.pruneFinished();
          // Every process holds the same state; the simulating one saves it.
          if (simulator) save().catch((err: unknown) => app.log.error({ err }, 'live state save failed'));
        }, SAVE_MS),
      );
    }

    const lock = feedLock(options.databaseUrl, (err) => {
      app.log.error({ err }, 'feed lock connection lost: this process stops simulating');
      clearInterval(tickTimer);
      simulator = undefined;
    });
    if (options.simulator) {
      const simulatorOptions = options.simulator;
      if (await lock.tryAcquire()) {
        await lead(simulatorOptions);
      } else {
        app.log.info('another process runs the feed simulator: following it');
      }
      if (options.timers) {
        timers.push(
          setInterval(() => {
            if (simulator) return;
            lock
              .tryAcquire()
              .then((held) => (held && !simulator ? lead(simulatorOptions) : undefined))
              .catch((err: unknown) => app.log.warn({ err }, 'feed lock not taken'));
          }, LOCK_RETRY_MS),
        );
      }
    }

    app.decorate('live', {
      state: loaded,
      get simulator() {
        return simulator;
      },
      save,
    });

    app.addHook('onClose', async () => {
      clearInterval(tickTimer);
      for (const timer of timers) clearInterval(timer);
      await ticking;
      if (simulator) await save();
      await lock.release();
    });
  },
  { name: 'live', dependencies: ['database', 'odds', 'catalog', 'feed', 'results'] },
);
