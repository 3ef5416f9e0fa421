/**
 * The public entry of modules/content: operator content: adverts, widgets, news popups, promotions, pages,
 * the external header.
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { contentRoutes, demoExternalHeaderPath } from './content-routes.ts';
