import { GAMES_PROVIDER_PLAY_PATH, type GameCode } from '@sb/contract';

/**
 * A visitor's fun-play page of a game (no token, no wallet: the provider's own play money), on the
 * provider's origin. `lobby` is the page's origin: the frame posts its messages only there.
 */
export function gameDemoUrl(
  providerOrigin: string,
  game: { gameCode: GameCode; lobbyOrigin: string; locale: string; currency: string },
): string {
  const query = Object.entries({
    mode: 'demo',
    game: game.gameCode,
    lobby: game.lobbyOrigin,
    lang: game.locale,
    currency: game.currency,
  })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${providerOrigin.replace(/\/+$/, '')}${GAMES_PROVIDER_PLAY_PATH}?${query}`;
}
