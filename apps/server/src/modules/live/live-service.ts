import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FeedSimulator, type FeedSimulatorOptions } from './feed-simulator.ts';
import {
  moveKickoffs,
  saveLiveState,
  selectEventsByIds,
  selectKickoffs,
  selectLiveEvents,
  selectSports,
} from './live-repository.ts';
import { LiveState } from './live-state.ts';

/** The live events of this process; on the process that runs the simulator, the simulator too. */
export interface LiveService {
  state: LiveState;
  /** Undefined where FEED_SIMULATOR is off (followers of another process's feed). */
  simulator: FeedSimulator | undefined;
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
  /** Timers on (ticks every TICK_MS, saves every SAVE_MS); off in tests, which tick and save by hand. */
  timers: boolean;
}

const TICK_MS = 100;
/** Live state saved this often: a restart loses at most this much play (and replays it). */
const SAVE_MS = 5_000;

/**
 * Loads the live events at start, applies every batch from the feed bus to them, and where the
 * simulator runs, ticks it and saves the live state periodically and on close.
 */
export const liveService = fp(
  async (app: FastifyInstance, options: LiveServiceOptions) => {
    const price = await app.odds.pricer();
    const now = app.clock();
    const state = new LiveState(await selectSports(app.db), await selectLiveEvents(app.db, now, price));

    app.feed.bus.subscribe((batch) => {
      state.apply(batch);
      // An event went live: it leaves the pre-match lists of this process.
      if (batch.some((u) => u.type === 'event-live')) app.catalog.invalidate();
    });

    let saving = Promise.resolve();
    const save = () => {
      saving = saving.then(async () => {
        const rows = state.takeChanges();
        await saveLiveState(app.db, rows);
      });
      return saving;
    };

    let simulator: FeedSimulator | undefined;
    if (options.simulator) {
      simulator = new FeedSimulator(
        {
          state,
          publish: (batch) => app.feed.bus.publish(batch),
          loadEvents: async (ids) => selectEventsByIds(app.db, ids, await app.odds.pricer()),
          kickoffs: await selectKickoffs(app.db, now),
          moveKickoff: (id, at) => moveKickoffs(app.db, [id], at),
          eventsStarted: () => app.catalog.invalidate(),
        },
        { ...options.simulator, seed: options.seed },
        now.getTime(),
      );
      await simulator.start();
    }

    app.decorate('live', { state, simulator, save });

    if (!simulator || !options.timers) return;
    const running = simulator;
    let last = Date.now();
    let ticking = false;
    const tick = setInterval(() => {
      if (ticking) return;
      ticking = true;
      const at = Date.now();
      running
        .tick(at - last)
        .catch((err: unknown) => app.log.error({ err }, 'feed simulator tick failed'))
        .finally(() => {
          last = at;
          ticking = false;
        });
    }, TICK_MS);
    const saver = setInterval(() => {
      state.pruneFinished();
      save().catch((err: unknown) => app.log.error({ err }, 'live state save failed'));
    }, SAVE_MS);
    app.addHook('onClose', async () => {
      clearInterval(tick);
      clearInterval(saver);
      await save();
    });
  },
  { name: 'live', dependencies: ['database', 'odds', 'catalog', 'feed'] },
);
