import type { EventPathNode, Market } from '@sb/contract';
import {
  catalogueLocale,
  createNameTranslator,
  ENGLISH_NAMES,
  translateEvent,
  translateMarket,
  translatePathNode,
  type NameDictionary,
  type NameTranslator,
  type RegionCodeOf,
} from '@sb/domain';
import type { FastifyRequest } from 'fastify';

/** The header of SPEC.md §7 that names the visitor's language on xapi calls (Node lower-cases it). */
export const ACCEPT_LANGUAGE_HEADER = 'x-accept-language';

/** The product locale a catalogue call asks for: `l`, else X-Accept-Language, else en (domain catalogueLocale). */
export function requestLocale(request: FastifyRequest, fromBody?: string): string {
  const query = request.query as { l?: unknown } | undefined;
  const l = fromBody ?? (typeof query?.l === 'string' ? query.l : undefined);
  const header = request.headers[ACCEPT_LANGUAGE_HEADER];
  return catalogueLocale(l, typeof header === 'string' ? header : undefined);
}

type Translatable = Parameters<typeof translateEvent>[0];

/**
 * The catalogue's names as served: a translator per language (built once from the dictionaries),
 * the country codes of the tree's nodes (loaded once, again after `invalidate()`), and the
 * translated copies of live markets, kept per language for as long as the market object lives (the
 * live state replaces a market object when it changes), so a live list asked for again costs no
 * translation.
 */
export class ServedNames {
  readonly #translators = new Map<string, NameTranslator>();
  readonly #loadRegionCodes: () => Promise<ReadonlyMap<number, string>>;
  #regionCodes: Promise<ReadonlyMap<number, string>> | undefined;
  #lastCodes: ReadonlyMap<number, string> = new Map();
  readonly #markets = new Map<string, WeakMap<Market, Market>>();

  constructor(
    dictionaries: ReadonlyMap<string, NameDictionary>,
    loadRegionCodes: () => Promise<ReadonlyMap<number, string>>,
  ) {
    for (const [locale, dictionary] of dictionaries) {
      this.#translators.set(locale, createNameTranslator(locale, dictionary));
    }
    this.#loadRegionCodes = loadRegionCodes;
  }

  /** A language without a dictionary (or English) gets the feed's names. */
  translator(locale: string): NameTranslator {
    return this.#translators.get(locale) ?? ENGLISH_NAMES;
  }

  /** The locale answers are kept under: a language without a dictionary shares English's. */
  cacheLocale(locale: string): string {
    return this.#translators.has(locale) ? locale : 'en';
  }

  async regionCodeOf(): Promise<RegionCodeOf> {
    this.#regionCodes ??= this.#loadRegionCodes().then(
      (codes) => {
        this.#lastCodes = codes;
        return codes;
      },
      (error: unknown) => {
        this.#regionCodes = undefined;
        throw error;
      },
    );
    const codes = await this.#regionCodes;
    return (id) => codes.get(id);
  }

  /** Events (pre-match or live) with their names in `locale`. */
  async events<E extends Translatable>(events: readonly E[], locale: string): Promise<E[]> {
    if (this.translator(locale) === ENGLISH_NAMES) return [...events];
    const regionCodeOf = await this.regionCodeOf();
    return this.#name(events, locale, regionCodeOf);
  }

  /**
   * The same without waiting (the websocket hub encodes in one go): countries are named by the codes
   * loaded last, and a load is started when none is under way.
   */
  eventsNow<E extends Translatable>(events: readonly E[], locale: string): E[] {
    if (this.translator(locale) === ENGLISH_NAMES) return [...events];
    if (!this.#regionCodes) this.regionCodeOf().catch(() => undefined);
    const codes = this.#lastCodes;
    return this.#name(events, locale, (id) => codes.get(id));
  }

  /** Markets of an event whose opponents are `teams`, named in `locale` (a feed update's markets). */
  marketsNow(markets: readonly Market[], teams: readonly string[], locale: string): Market[] {
    const names = this.translator(locale);
    if (names === ENGLISH_NAMES) return [...markets];
    const memo = this.#memo(names.locale);
    return markets.map((market) => {
      let translated = memo.get(market);
      if (!translated) {
        translated = translateMarket(market, names, teams);
        memo.set(market, translated);
      }
      return translated;
    });
  }

  #memo(locale: string): WeakMap<Market, Market> {
    let memo = this.#markets.get(locale);
    if (!memo) {
      memo = new WeakMap();
      this.#markets.set(locale, memo);
    }
    return memo;
  }

  #name<E extends Translatable>(events: readonly E[], locale: string, regionCodeOf: RegionCodeOf): E[] {
    const names = this.translator(locale);
    return events.map((event) => {
      const { markets: own, ...rest } = event;
      const named = translateEvent(rest as E, names, regionCodeOf);
      if (!own) return named;
      const teams = event.opponents.map((o) => o.description);
      return { ...named, markets: this.marketsNow(own, teams, locale) };
    });
  }

  /** The sport > country > league tree with its nodes named in `locale`. */
  tree(nodes: readonly EventPathNode[], locale: string): EventPathNode[] {
    const names = this.translator(locale);
    if (names === ENGLISH_NAMES) return [...nodes];
    const walk = (node: EventPathNode): EventPathNode => ({
      ...node,
      description: translatePathNode(node, names),
      children: node.children.map(walk),
    });
    return nodes.map(walk);
  }

  /** The tree's nodes may have changed: their codes are read again when next needed. */
  invalidate(): void {
    this.#regionCodes = undefined;
  }
}
