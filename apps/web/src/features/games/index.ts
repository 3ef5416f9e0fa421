/** The games feature's public entry (eslint.config.js: features meet only here). */
export { type GameListing, useGameListing } from './use-game-listing.tsx';
