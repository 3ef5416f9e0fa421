import type { EventPathTreeQuery, EventsQuery, EventsResponse, Market } from '@sb/contract';
import { MARKETS_PER_EVENT, MARKETS_PER_TYPE, rowMarket, selectMarkets } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedJson } from '../../http/cached-json.ts';
import { Expiring, ResponseCache } from '../../http/response-cache.ts';
import { toEvent, toMarket } from './event-mapper.ts';
import type { OddsBook } from './odds-service.ts';
import { selectEventPathTree, selectRegionCodes } from './event-path-tree-repository.ts';
import { loadNameDictionaries } from './names/dictionaries.ts';
import { ServedNames } from './names/served-names.ts';
import {
  listStatuses,
  selectEvent,
  selectEventPage,
  selectMarket,
  selectMarketsOf,
  selectNextKickOff,
} from './events-repository.ts';

/**
 * The pre-match catalogue as served: lists, events, markets and the event path tree. Answers are
 * cached serialised (ResponseCache) for `cacheMs`, and lists and trees never past the next kick-off,
 * so a crowd polling the same list every 15 s (SPEC.md §7) costs one query per interval and never
 * sees a started event as pre-match. Any catalogue write must call `invalidate()`.
 */
export interface CatalogService {
  /**
   * Priced by `book` (odds-service.ts bookOf) and named in `locale` (a product locale: names/ and
   * docs/decisions/catalogue-names.md): each book's and each language's answers are cached apart.
   */
  listEvents(query: EventsQuery, book: OddsBook, locale: string): Promise<CachedJson>;
  /** The same list if a fresh answer is cached now, else undefined (then `listEvents`). */
  listEventsNow(query: EventsQuery, book: OddsBook, locale: string): CachedJson | undefined;
  event(id: number, book: OddsBook, locale: string): Promise<CachedJson | undefined>;
  market(id: number, book: OddsBook, locale: string): Promise<Market | undefined>;
  eventPathTree(query: EventPathTreeQuery, locale: string): Promise<CachedJson>;
  /** The catalogue's names in each language, for the other answers that carry them (live). */
  readonly names: ServedNames;
  /** Prices, markets or events changed: drop every cached answer and the loaded margins. */
  invalidate(): void;
  /** Moves on every `invalidate()`: a page rendered from older answers is out of date. */
  readonly generation: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export interface CatalogServiceOptions {
  cacheMs: number;
  /** The dictionaries' folder (names/ by default): an operator's own translation tables. */
  namesDir?: string | undefined;
}

/**
 * The same list whatever the order of ids; the language is a key of its own (`l` or the header).
 * Built field by field (every list request pays for it: spreading and stringifying the query was a
 * tenth of a cached answer's cost). The schema writes its fields in one order, so one query is one
 * key; two orders of the same fields would only be two entries.
 */
function listKey(query: EventsQuery): string {
  let key = keysOfQueries.get(query);
  if (key === undefined) {
    key = buildListKey(query);
    keysOfQueries.set(query, key);
  }
  return key;
}

const listAnswerKey = (query: EventsQuery, book: OddsBook, locale: string) =>
  `list:${book}:${locale}:${listKey(query)}`;

/**
 * A GET's query, once checked, is one frozen object for every request that sends it
 * (http/validator.ts), so its key is built once too.
 */
const keysOfQueries = new WeakMap<EventsQuery, string>();

function buildListKey(query: EventsQuery): string {
  let key = '';
  for (const [name, value] of Object.entries(query)) {
    if (name === 'l' || value === undefined) continue;
    key += `${name}=${Array.isArray(value) ? [...value].sort((a, b) => a - b).join(',') : String(value)};`;
  }
  return key;
}

export const catalogService = fp(
  (app: FastifyInstance, options: CatalogServiceOptions, done) => {
    const answers = new ResponseCache({
      ttlMs: options.cacheMs,
      maxEntries: 1000,
      onRefreshError: (err) => app.log.error({ err }, 'catalogue refresh failed'),
    });

    /**
     * A list or tree stays right until the next kick-off (an event leaves pre-match then): cache it
     * that long at most. The cache runs on real time, the catalogue on `app.clock`.
     */
    async function untilNextKickOff(value: unknown, now: Date): Promise<Expiring> {
      const next = await selectNextKickOff(app.db, now);
      return new Expiring(value, next ? Date.now() + (next.getTime() - now.getTime()) : Infinity);
    }

    const names = new ServedNames(loadNameDictionaries(options.namesDir), () => selectRegionCodes(app.db));

    async function computeList(
      query: EventsQuery,
      book: OddsBook,
      locale: string,
      now: Date,
    ): Promise<EventsResponse> {
      const { rows, total } = await selectEventPage(app.db, query, now);
      const withMarkets = query.includeMarkets && rows.length > 0;
      const [marketsByEvent, price] = withMarkets
        ? await Promise.all([
            selectMarketsOf(
              app.db,
              rows.map((r) => r.id),
              { marketTypeIds: query.marketTypeIds, statuses: listStatuses(query) },
            ),
            app.odds.pricer(book),
          ])
        : [undefined, undefined];
      const events = rows.map((row) => {
        if (!marketsByEvent || !price) return toEvent(row, row.marketCount);
        const offered = (marketsByEvent.get(row.id) ?? []).map((m) => toMarket(m, row.leagueId, price));
        // lightWeightResponse: only the market a list row shows (domain rowMarket).
        const shown = query.lightWeightResponse
          ? [rowMarket(offered, query.marketTypeIds)].filter((m) => m !== undefined)
          : selectMarkets(offered, {
              perMarketType: MARKETS_PER_TYPE,
              perEvent: MARKETS_PER_EVENT,
              ...(query.marketTypeIds ? { marketTypeIds: query.marketTypeIds } : {}),
            });
        return toEvent(row, row.marketCount, shown);
      });
      return {
        events: await names.events(events, locale),
        page: query.page,
        eventsPerPage: query.eventsPerPage,
        totalEvents: total,
        totalPages: Math.ceil(total / query.eventsPerPage),
      };
    }

    async function computeEvent(id: number, book: OddsBook, locale: string) {
      const row = await selectEvent(app.db, id);
      if (!row) return undefined;
      const [marketsByEvent, price] = await Promise.all([
        selectMarketsOf(app.db, [id]),
        app.odds.pricer(book),
      ]);
      const markets = (marketsByEvent.get(id) ?? []).map((m) => toMarket(m, row.leagueId, price));
      const [named] = await names.events([toEvent(row, markets.length, markets)], locale);
      return named;
    }

    const service: CatalogService = {
      async listEvents(query, book, asked) {
        const now = app.clock();
        const locale = names.cacheLocale(asked);
        const body = await answers.get(listAnswerKey(query, book, locale), async () =>
          untilNextKickOff(await computeList(query, book, locale, now), now),
        );
        return body!;
      },
      listEventsNow(query, book, asked) {
        return answers.peek(listAnswerKey(query, book, names.cacheLocale(asked)));
      },
      event(id, book, asked) {
        const locale = names.cacheLocale(asked);
        return answers.get(`event:${book}:${locale}:${id}`, () => computeEvent(id, book, locale));
      },
      async market(id, book, locale) {
        const found = await selectMarket(app.db, id);
        if (!found) return undefined;
        const market = toMarket(found, found.leagueId, await app.odds.pricer(book));
        if (names.translator(locale).locale === 'en') return market;
        const event = await selectEvent(app.db, market.eventId);
        const teams = event?.opponents ?? [];
        const [named] = await names.events(
          [{ sportCode: event?.sportCode ?? '', eventPaths: [], opponents: teams, markets: [market] }],
          locale,
        );
        return named?.markets?.[0] ?? market;
      },
      async eventPathTree(query, asked) {
        const locale = names.cacheLocale(asked);
        const key = `tree:${locale}:${JSON.stringify({ ...query, l: undefined })}`;
        const now = app.clock();
        const body = await answers.get(key, async () =>
          untilNextKickOff(
            { eventPaths: names.tree(await selectEventPathTree(app.db, query, now), locale) },
            now,
          ),
        );
        return body!;
      },
      names,
      invalidate() {
        app.odds.invalidate();
        answers.invalidate();
        names.invalidate();
      },
      get generation() {
        return answers.generation;
      },
    };
    app.decorate('catalog', service);
    done();
  },
  { name: 'catalog', dependencies: ['database', 'odds'] },
);
