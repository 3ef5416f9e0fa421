/**
 * The public entry of modules/catalog: the pre-match book: events, markets, the odds ladder and the
 * brands' prices (the pricer the live feed and the betslip price with).
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { catalogService } from './catalog-service.ts';
export { toEvent, toMarket } from './event-mapper.ts';
export { eventPathTreeRoutes } from './event-path-tree-routes.ts';
export { type MatchWithMarket, selectEvent, selectMarketsOf, selectMatches } from './events-repository.ts';
export { eventsRoutes } from './events-routes.ts';
export { oddsRoutes } from './odds-routes.ts';
export { HOUSE_BOOK, oddsService, type Pricer } from './odds-service.ts';
export { sitemapRoutes } from './sitemap-routes.ts';
export { loadNameDictionaries, NAMES_DIR, sameAsEnglish } from './names/dictionaries.ts';
export { requestLocale, type ServedNames } from './names/served-names.ts';
