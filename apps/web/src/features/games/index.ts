/** The games feature's public entry (eslint.config.js: features meet only here). */
export { useGameLinkFilter, useGameSectionListed } from './use-game-listing.ts';
