import { gamePaths, type GameCode, type GameLaunchRequest, type GameSectionId } from '@sb/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';

/**
 * POST {api}/accounts/me/game-launch-url (SPEC.md §7) with the player's bearer. A mutation, never a
 * query: the URL's token opens the game once, so no answer is cached, shared or fetched ahead.
 */
export function launchGame(gameCode: GameCode, sectionId: GameSectionId) {
  const body: GameLaunchRequest = { flashClient: false, gameCode, integrationChannelCode: sectionId };
  return request(gamePaths.gameLaunchUrl, {
    method: 'POST',
    body,
    schema: 'GameLaunchResponse',
    withAuth: true,
  });
}

/** One launch of a page: `attempt` tells the page's launches apart, so an old answer is never shown again. */
export interface GameLaunch {
  gameCode: GameCode;
  sectionId: GameSectionId;
  attempt: number;
}

export function useLaunchGame() {
  return useMutation({
    mutationFn: ({ gameCode, sectionId }: GameLaunch) => launchGame(gameCode, sectionId),
  });
}
