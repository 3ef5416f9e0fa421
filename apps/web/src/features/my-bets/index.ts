/** The My Bets feature's public entry (eslint.config.js: features meet only here). */
export { cachedOpenLegs } from './open-bets-cache.ts';
