/**
 * The public entry of modules/games: third-party games, the operator's side (SPEC.md §2 embedded
 * sections, §7 game-launch-url; docs/decisions/games.md): launch tokens, game sessions and the
 * wallet a provider calls, every movement through the accounts ledger once.
 */
export { gamesRoutes } from './games-routes.ts';
export { gamesProviderKey } from './provider-key.ts';
