import { betslipRulesFromSettings, type BetslipRules, type OddsType } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findPlayersByIds, type PlayerRow } from '../accounts/index.ts';
import { bookPolicy } from './book-policy.ts';
import { dueSlips } from './slips-repository.ts';
import { createPlacementService, type PlacementService } from './placement-service.ts';
import { createPricingService, type PricingService } from './pricing-service.ts';

/** Pricing and placement (SPEC.md §7 "Betslip and bets"); docs/decisions/betslip-server.md. */
export interface BetslipService {
  pricing: PricingService;
  placement: PlacementService;
  /** Decides the in-play slips whose delay is over (the sweeper calls it; tests too). */
  decideDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    betslip: BetslipService;
  }
}

export interface BetslipServiceOptions {
  /** BET_DELAY_SECONDS: in-play slips wait this long before their re-check. */
  delaySeconds: number;
  /** Sweep due in-play slips on a timer (off in tests, which call decideDue). */
  timers: boolean;
}

/**
 * How often the sweeper looks for held slips whose time is up and that nobody polled: soon after the
 * delay. A player's next placement that finds their slip still undecided cannot join a placement
 * group: it runs alone and decides the slip first, in a transaction of its own
 * (docs/decisions/throughput.md "Fourteenth stop"). The look itself is one indexed read.
 */
const SWEEP_MS = 200;

/**
 * The most due slips decided in one transaction. It holds their players' rows for its few statements
 * (decideHeldSlips: a handful however many slips, plus each refusal's refund); a burst of due slips
 * (a goal in a big match) goes in several.
 */
const SWEEP_BATCH = 50;

export const betslipService = fp(
  (app: FastifyInstance, options: BetslipServiceOptions, done) => {
    const offer = async (brand: string, player: PlayerRow | undefined) => {
      const [pricer, settings] = await Promise.all([
        app.odds.bookOf(brand, player).then((book) => app.odds.pricer(book)),
        app.cms.settings(brand, 'web', player?.currency),
      ]);
      return {
        live: app.live.state,
        pricer,
        combinationOnly: new Set(settings.combination_only_market_type_ids),
        staleFeedSeconds: settings.live_feed_stale_seconds,
      };
    };
    // Money follows the brand: its limits, betslip kind and tax are its own settings; a risk-group
    // player's limit and the parlay extra winnings follow the player.
    const rules = async (
      brand: string,
      player: PlayerRow | undefined,
      oddsType: OddsType = 'euro',
    ): Promise<BetslipRules> => {
      const settings = await app.cms.settings(brand, 'web', player?.currency);
      return betslipRulesFromSettings(settings, {
        currency: settings.currencyCode,
        oddsType,
        bettor: player && {
          riskGroup: player.riskGroup,
          excludedFromPromotions: player.excludedFromPromotions,
        },
      });
    };
    const placement = createPlacementService({
      db: app.db,
      offer: (player) => offer(player.brand, player),
      rules: (player) => rules(player.brand, player),
      policy: async (player) =>
        bookPolicy(await app.cms.settings(player.brand, 'web', player.currency), player.currency),
      clock: app.clock,
      delaySeconds: options.delaySeconds,
      logError: (err, reference) => app.log.error({ err, reference }, 'betslip: unexpected error'),
      pooled: app.database.driver === 'postgres',
    });
    const pricing = createPricingService({
      db: app.db,
      offer,
      rules,
      clock: app.clock,
      delaySeconds: options.delaySeconds,
    });

    async function decideDue(): Promise<number> {
      const now = app.clock();
      const due = await dueSlips(app.db, now);
      const players = await findPlayersByIds(
        app.db,
        due.map((slip) => slip.playerId),
      );
      const known = due.flatMap((slip) => {
        const player = players.get(slip.playerId);
        return player ? [{ slipId: slip.id, player }] : [];
      });
      for (let i = 0; i < known.length; i += SWEEP_BATCH) {
        await placement.decideMany(known.slice(i, i + SWEEP_BATCH), now);
      }
      return due.length;
    }

    let sweeping: Promise<unknown> | undefined;
    const timer = options.timers
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = decideDue()
            .catch((err: unknown) => app.log.error({ err }, 'in-play betslip sweep failed'))
            .finally(() => (sweeping = undefined));
        }, SWEEP_MS)
      : undefined;
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });

    app.decorate('betslip', { pricing, placement, decideDue } satisfies BetslipService);
    done();
  },
  { name: 'betslip', dependencies: ['database', 'accounts', 'free-bets', 'cms', 'odds', 'live'] },
);
