/**
 * The public entry of modules/cms: settings per brand and channel, tabs, coupons, menus.
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { cmsRoutes } from './cms-routes.ts';
export { type Channel, cmsService } from './cms-service.ts';
