/** The settings feature's public entry (eslint.config.js: features meet only here). */
export { loadAccountPreferences } from './account-prefs.ts';
