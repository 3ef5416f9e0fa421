/** The odds-boost feature's public entry (eslint.config.js: features meet only here). */
export { openBoost, useBoost, type BoostPrices } from './boost-store.ts';
export { powerOddsQueryOptions } from './api/get-power-odds.ts';
