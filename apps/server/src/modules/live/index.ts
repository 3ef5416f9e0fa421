/**
 * The public entry of modules/live: games in play: the live state, the feed simulator, the live HTTP calls
 * and the websocket hub (/xapi/feed) that serves the live state's topics. It publishes to and reads from
 * feed/ (the transport); feed/ never imports it.
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { demoFeedControlRoutes, demoFeedRoutes } from './demo-feed-routes.ts';
export { feedHub, frameText } from './feed-hub.ts';
export { liveRoutes } from './live-routes.ts';
export { liveService } from './live-service.ts';
export { type LiveState } from './live-state.ts';
