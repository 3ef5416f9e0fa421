/** The auth feature's public entry (eslint.config.js: features meet only here). */
export { logInWithExternalToken } from './external-login.ts';
export { useLogout } from './use-logout.ts';
