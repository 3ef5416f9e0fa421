/** The game launch's answer (SPEC.md §7 game-launch-url; docs/decisions/games-web.md). */
export { GameLaunchResponse } from '@sb/contract';
