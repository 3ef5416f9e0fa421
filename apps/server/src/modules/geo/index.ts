/**
 * The public entry of modules/geo: the country of a request and the maintenance / blocked gate (§8).
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { demoSiteRoutes } from './demo-site-routes.ts';
export { geoRoutes } from './geo-routes.ts';
export { geoService } from './geo-service.ts';
export { siteGate } from './site-gate.ts';
