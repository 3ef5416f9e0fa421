import type { OddsMarginEntry } from '@sb/contract';
import { applyBrandMargin, brandOddsApply, snapToLadder, type Bettor, type PriceContext } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadLadderVersion, loadMargins } from './odds-repository.ts';

/** The served decimal price of a stored feed price. */
export type Pricer = (feedPrice: number, context: PriceContext) => number;

/**
 * Which book prices a bettor: a brand's (its margins and power odds), or `HOUSE_BOOK`, the feed's
 * prices on the ladder. In-play prices are always the house book's (docs/decisions/odds-per-brand.md).
 */
export type OddsBook = string;
export const HOUSE_BOOK: OddsBook = '';

/**
 * Pricing (SPEC.md §4 Odds). Stored prices are the feed's; the served price is computed on the way
 * out, so a margin change applies to every price at once:
 * - a brand's book applies its most specific PPB entry, or the outcome's power-odds entry (a boost);
 * - the brand's odds_per_brand settings decide whether a bettor gets the brand's book (bookOf);
 * - always: the result is snapped to ODDS_LADDER, so no price off the ladder is ever served.
 */
export interface OddsService {
  ladderAndMargins(brand: string): Promise<{ version: number; margins: OddsMarginEntry[] }>;
  /** The book a bettor sees at a brand; a visitor is priced in the brand's currency, country unknown. */
  bookOf(brand: string, bettor?: Bettor): Promise<OddsBook>;
  /** A visitor's book at a brand if the brand's settings are loaded now, else undefined (then `bookOf`). */
  visitorBookNow(brand: string): OddsBook | undefined;
  /** `boosts: false` prices without power odds: the regular price a boost is shown against. */
  pricer(book: OddsBook, options?: { boosts: boolean }): Promise<Pricer>;
  /** Events a brand boosts (power odds) at any brand: their pre-match price is on promotion. */
  boostedEventIds(): Promise<Set<number>>;
  /** Margins or the odds-per-brand settings changed. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    odds: OddsService;
  }
}

const ODDS_TTL_MS = 60_000;

const house: Pricer = (feedPrice) => snapToLadder(feedPrice);

export const oddsService = fp(
  (app: FastifyInstance, _options, done) => {
    type Loaded = { version: number; margins: Map<string, OddsMarginEntry[]> };
    let loaded: { at: number; value: Promise<Loaded> } | undefined;

    const load = () => {
      if (loaded && Date.now() - loaded.at < ODDS_TTL_MS) return loaded.value;
      const value = Promise.all([loadLadderVersion(app.db), loadMargins(app.db)]).then(
        ([version, margins]) => ({ version, margins }),
      );
      loaded = { at: Date.now(), value };
      value.catch(() => (loaded = undefined));
      return value;
    };

    const service: OddsService = {
      async ladderAndMargins(brand) {
        const { version, margins } = await load();
        return { version, margins: margins.get(brand) ?? [] };
      },
      async bookOf(brand, bettor) {
        const settings = await app.cms.settings(brand, 'web');
        return brandOddsApply(bettor ?? { currency: settings.currencyCode }, settings) ? brand : HOUSE_BOOK;
      },
      visitorBookNow(brand) {
        const settings = app.cms.settingsNow(brand, 'web');
        if (!settings) return undefined;
        return brandOddsApply({ currency: settings.currencyCode }, settings) ? brand : HOUSE_BOOK;
      },
      async pricer(book, { boosts } = { boosts: true }) {
        if (book === HOUSE_BOOK) return house;
        const entries = (await load()).margins.get(book) ?? [];
        const margins = boosts ? entries : entries.filter((m) => m.brandMarginType !== 'POWER_ODDS');
        // applyBrandMargin passes a price through unsnapped when its context is incomplete.
        return (feedPrice, context) => snapToLadder(applyBrandMargin(feedPrice, context, margins));
      },
      async boostedEventIds() {
        const { margins } = await load();
        return new Set(
          [...margins.values()]
            .flat()
            .filter((m) => m.brandMarginType === 'POWER_ODDS' && m.eventId !== undefined)
            .map((m) => m.eventId!),
        );
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
