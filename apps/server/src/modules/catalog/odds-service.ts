import type { OddsMarginEntry } from '@sb/contract';
import { applyBrandMargin, snapToLadder, type PriceContext } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadLadderVersion, loadMargins } from './odds-repository.ts';

/** The served decimal price of a stored feed price. */
export type Pricer = (feedPrice: number, context: PriceContext) => number;

/**
 * Pricing (SPEC.md §4 Odds). Stored prices are the feed's; the served price is computed on the way
 * out, so a margin change applies to every price at once:
 * - `odds_per_brand_enabled` (web settings): the most specific PPB margin entry is applied;
 * - always: the result is snapped to ODDS_LADDER, so no price off the ladder is ever served.
 */
export interface OddsService {
  ladderAndMargins(): Promise<{ version: number; margins: OddsMarginEntry[] }>;
  pricer(): Promise<Pricer>;
  /** Margins or the odds-per-brand setting changed. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    odds: OddsService;
  }
}

const ODDS_TTL_MS = 60_000;

/** Odds per brand: a later part. Until then every brand's prices follow the flagship's settings. */
const ODDS_BRAND = 'sportsbook';

export const oddsService = fp(
  (app: FastifyInstance, _options, done) => {
    let loaded: { at: number; value: Promise<{ version: number; margins: OddsMarginEntry[] }> } | undefined;

    const ladderAndMargins = () => {
      if (loaded && Date.now() - loaded.at < ODDS_TTL_MS) return loaded.value;
      const value = Promise.all([loadLadderVersion(app.db), loadMargins(app.db)]).then(
        ([version, margins]) => ({ version, margins }),
      );
      loaded = { at: Date.now(), value };
      value.catch(() => (loaded = undefined));
      return value;
    };

    const service: OddsService = {
      ladderAndMargins,
      async pricer() {
        const [{ margins }, settings] = await Promise.all([
          ladderAndMargins(),
          app.cms.settings(ODDS_BRAND, 'web'),
        ]);
        if (!settings.odds_per_brand_enabled) return (feedPrice) => snapToLadder(feedPrice);
        // applyBrandMargin passes a price through unsnapped when its context is incomplete.
        return (feedPrice, context) => snapToLadder(applyBrandMargin(feedPrice, context, margins));
      },
      invalidate() {
        loaded = undefined;
      },
    };
    app.decorate('odds', service);
    done();
  },
  { name: 'odds', dependencies: ['database', 'cms'] },
);
