/** The auth feature's public entry (eslint.config.js: features meet only here). */
export { useLogout } from './use-logout.ts';
