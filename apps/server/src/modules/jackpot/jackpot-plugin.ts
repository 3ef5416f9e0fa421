import type { MarketResult } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordResult } from '../settlement/index.ts';
import { createJackpotPlacement, type JackpotPlacement } from './jackpot-placement.ts';
import { closePoolNow, poolIdsOfMarket, poolsToSettle, unfinishedPoolMarkets } from './jackpot-repository.ts';
import { settlePool, type PoolSettlement } from './jackpot-settlement.ts';
import { makePools } from './pool-maker.ts';

export interface JackpotService {
  placement: JackpotPlacement;
  /** Settles one pool as far as its results allow (one run per pool at a time in this process). */
  settle(poolId: number): Promise<PoolSettlement>;
  /** Settles every closed pool not finished yet. */
  resume(): Promise<PoolSettlement[]>;
  /** A result of a pool's market: the pools close, and settle if it was the last they waited for. */
  onResult(result: MarketResult): Promise<PoolSettlement[]>;
  /** The demo's pools: one open pool per series and currency (pool-maker.ts). */
  makePools(): Promise<number>;
  /** A pool was opened here: the next result is checked against its markets too. */
  poolsChanged(): void;
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jackpot: JackpotService;
  }
}

export interface JackpotPluginOptions {
  /** Resume settlement and make pools on timers (off in tests, which call them). */
  timers: boolean;
  /** Open the demo's pools from the catalogue (on start, then on the timer). */
  poolMaker: boolean;
}

/** Closed pools are looked at again this often; the demo's pools are made anew this often. */
const RESUME_MS = 30_000;
/**
 * How long the pools' markets are known without asking the database again. The feed results
 * thousands of markets an hour, nearly all in no pool: each is checked in memory. A pool another
 * process opened within this time misses a result that comes before its kick-off (the demo's
 * controls only); its settlement still follows from the resume timer.
 */
const POOL_MARKETS_MS = 1_000;
const MAKE_POOLS_MS = 5 * 60_000;

/**
 * The jackpot (issue 44; docs/decisions/jackpot.md): placement, and settlement by the feed's
 * results. Every process does this: the locking protocol and the ledger references make each
 * entry's prize happen once.
 */
export const jackpotService = fp(
  (app: FastifyInstance, options: JackpotPluginOptions, done) => {
    const deps = { db: app.db, clock: app.clock };
    // Closing stops every run between two entries: what is left is resumed by the next start.
    const closing = new AbortController();
    const running = new Map<number, Promise<PoolSettlement>>();
    // The feed's results being read (which pools, the result recorded, the pools closed) before any of
    // their settlement is `running`: idle() waits for these too, or it answered between the two.
    const reading = new Set<Promise<unknown>>();
    const report = (err: unknown) => app.log.error({ err }, 'jackpot settlement failed');

    let poolMarkets: { at: number; ids: Promise<Set<number>> } | undefined;
    function marketsInPools(): Promise<Set<number>> {
      if (!poolMarkets || Date.now() - poolMarkets.at > POOL_MARKETS_MS) {
        const ids = unfinishedPoolMarkets(app.db).then((list) => new Set(list));
        poolMarkets = { at: Date.now(), ids };
        ids.catch(() => (poolMarkets = undefined));
      }
      return poolMarkets.ids;
    }

    function settle(poolId: number): Promise<PoolSettlement> {
      const under = running.get(poolId);
      if (under) return under.then(() => settle(poolId));
      const started = settlePool(deps, poolId, { signal: closing.signal }).finally(() =>
        running.delete(poolId),
      );
      running.set(poolId, started);
      return started;
    }

    const service: JackpotService = {
      placement: createJackpotPlacement(deps),
      settle,
      async resume() {
        const reports: PoolSettlement[] = [];
        for (const pool of await poolsToSettle(app.db, app.clock())) reports.push(await settle(pool.id));
        return reports;
      },
      async onResult(result) {
        if (!(await marketsInPools()).has(result.marketId)) return [];
        const poolIds = await poolIdsOfMarket(app.db, result.marketId);
        if (poolIds.length === 0) return [];
        // Recorded by settlement too: the first message wins, so both read the same result.
        await recordResult(app.db, result, app.clock());
        const now = app.clock();
        // A match resulted has been played: its pools take no entry from now on.
        for (const id of poolIds) await app.db.transaction((tx) => closePoolNow(tx, id, now));
        return Promise.all(poolIds.map((id) => settle(id)));
      },
      async makePools() {
        const opened = (await makePools(app.db, app.clock())).length;
        if (opened > 0) service.poolsChanged();
        return opened;
      },
      poolsChanged() {
        poolMarkets = undefined;
      },
      async idle() {
        while (running.size > 0 || reading.size > 0)
          await Promise.allSettled([...running.values(), ...reading]);
      },
    };

    const unsubscribe = app.results.bus.subscribe((result) => {
      const read: Promise<unknown> = service
        .onResult(result)
        .catch(report)
        .finally(() => reading.delete(read));
      reading.add(read);
    });
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      if (options.poolMaker) await service.makePools().catch(report);
      service.resume().catch(report);
      if (!options.timers) return;
      timers.push(setInterval(() => void service.resume().catch(report), RESUME_MS));
      if (options.poolMaker)
        timers.push(setInterval(() => void service.makePools().catch(report), MAKE_POOLS_MS));
    });
    app.addHook('preClose', (hookDone) => {
      closing.abort();
      hookDone();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      timers.forEach(clearInterval);
      await service.idle();
    });

    app.decorate('jackpot', service);
    done();
  },
  { name: 'jackpot', dependencies: ['database', 'results', 'accounts'] },
);
