/** The account feature's public entry (eslint.config.js: features meet only here). */
export { playerDetailsQueryOptions } from './api/get-account-info.ts';
