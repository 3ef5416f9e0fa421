import { betslipRulesFromSettings } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSettlementService, type SettlementService } from './settlement-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    settlement: SettlementService;
  }
}

export interface SettlementPluginOptions {
  /** Resume unsettled markets on a timer (off in tests, which call resume). */
  timers: boolean;
}

/** Unsettled markets are looked at again this often: a failed bet, a slip that opened after its delay. */
const RESUME_MS = 30_000;

/**
 * Settlement by the feed (issue 7; docs/decisions/settlement.md): every result on the results bus
 * is settled here; on start, and every 30 s, markets recorded but not settled are resumed, so a
 * restart in the middle of a market finishes it. Every process does this: the locking protocol and
 * the ledger reference make each bet's settlement happen once.
 */
export const settlementService = fp(
  (app: FastifyInstance, options: SettlementPluginOptions, done) => {
    // Closing stops every run between two bets: what is left is resumed by the next start.
    const closing = new AbortController();
    const service = createSettlementService(
      {
        db: app.db,
        clock: app.clock,
        pagesInFlight: app.database.driver === 'postgres' ? 2 : 1,
        rules: async (brand, currency) => {
          const settings = await app.cms.settings(brand, 'web', currency);
          return betslipRulesFromSettings(settings, { currency: settings.currencyCode });
        },
        onError: (err, betId) => app.log.error({ err, betId }, 'bet settlement failed'),
      },
      closing.signal,
    );
    const report = (err: unknown) => app.log.error({ err }, 'market settlement failed');

    const unsubscribe = app.results.bus.subscribe((result) => {
      service.settle(result).catch(report);
    });

    let resuming: Promise<unknown> | undefined;
    const resume = () => {
      resuming ??= service
        .resume()
        .catch(report)
        .finally(() => (resuming = undefined));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      resume();
      if (options.timers) timer = setInterval(resume, RESUME_MS);
      return Promise.resolve();
    });
    // At the start of closing, before any other plugin's close: runs stop between two bets.
    app.addHook('preClose', (hookDone) => {
      closing.abort();
      hookDone();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      clearInterval(timer);
      await resuming;
      await service.idle();
    });

    app.decorate('settlement', service);
    done();
  },
  { name: 'settlement', dependencies: ['database', 'cms', 'results'] },
);
