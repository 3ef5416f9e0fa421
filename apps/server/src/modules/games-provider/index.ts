/**
 * The public entry of modules/games-provider: the demo games provider (issue 47;
 * docs/decisions/games-provider.md), another company's server in real life. It answers on its own
 * host name, plays the games of packages/domain/src/games and moves money only through the
 * operator's wallet (modules/games, over HTTP semantics).
 */
export { gamesProviderPlugin, type GamesProviderOptions } from './provider-plugin.ts';
