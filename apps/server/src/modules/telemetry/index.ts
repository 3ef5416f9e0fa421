/**
 * The public entry of modules/telemetry: page metrics and client error reports.
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { telemetryRoutes } from './telemetry-routes.ts';
