/** The betslip feature's public entry (eslint.config.js: features meet only here). */
export { loadToggle, useToggleSelection } from './use-toggle-selection.ts';
