import { drawDistinct, randomInt, seededRandom } from './seeded-random.ts';

/*
 * The draws (docs/decisions/games-provider.md): powerball (5 balls of 1-28 and a powerball 0-9)
 * and lotto (6 of 1-49), each every DRAW_INTERVAL_MS on slots aligned on epoch time. Bets on slot
 * n's draw are open until n x interval; the balls come out over DRAW_REVEAL_MS, then the result is
 * known. The balls come from the draw's seed.
 */

export const DRAW_INTERVAL_MS = 300_000;
/** The balls come out one by one over this long after the draw's time. */
export const DRAW_REVEAL_MS = 10_000;

export type DrawGame = 'powerball' | 'lotto';

export const POWERBALL_SELECTIONS = ['PB_ODD', 'PB_EVEN', 'PB_UNDER', 'PB_OVER'] as const;
export type PowerballSelection = (typeof POWERBALL_SELECTIONS)[number];
/** Each powerball bet is a half of ten numbers: 1.95 leaves the house 2.5 %. */
export const POWERBALL_PRICE = 1.95;
/** A pick of one number that comes out among the six: p = 6/49, fair 8.17, priced 7.5 (8 % margin). */
export const LOTTO_PRICE = 7.5;

export interface Draw {
  roundId: string;
  game: DrawGame;
  slot: number;
  /** Bets close and the balls start to come out (epoch ms). */
  drawAt: number;
  /** The result is known. */
  endsAt: number;
  /** The balls in the order drawn (powerball: five of 1-28; lotto: six of 1-49). */
  balls: number[];
  /** Powerball's extra ball 0-9; undefined in lotto. */
  powerball?: number;
}

export const nextDrawSlot = (at: number): number => Math.floor(at / DRAW_INTERVAL_MS) + 1;
export const drawRoundId = (game: DrawGame, slot: number): string => `${game}-${slot}`;

export function parseDrawRoundId(roundId: string): { game: DrawGame; slot: number } | undefined {
  const match = /^(powerball|lotto)-(\d{1,12})$/.exec(roundId);
  return match ? { game: match[1] as DrawGame, slot: Number(match[2]) } : undefined;
}

export function draw(game: DrawGame, slot: number, seed: string): Draw {
  const random = seededRandom(seed);
  const drawAt = slot * DRAW_INTERVAL_MS;
  const common = { roundId: drawRoundId(game, slot), game, slot, drawAt, endsAt: drawAt + DRAW_REVEAL_MS };
  if (game === 'lotto') return { ...common, balls: drawDistinct(random, 6, 1, 49) };
  return { ...common, balls: drawDistinct(random, 5, 1, 28), powerball: randomInt(random, 0, 9) };
}

/** A selection of the game (powerball: PB_ODD, PB_EVEN, PB_UNDER 0-4, PB_OVER 5-9; lotto: N1 to N49). */
export function drawSelectionValid(game: DrawGame, selection: string): boolean {
  if (game === 'powerball') return (POWERBALL_SELECTIONS as readonly string[]).includes(selection);
  const match = /^N([1-9]\d?)$/.exec(selection);
  return match !== null && Number(match[1]) <= 49;
}

export const drawPrice = (game: DrawGame): number => (game === 'powerball' ? POWERBALL_PRICE : LOTTO_PRICE);

/** Whether a selection won in the draw. */
export function drawSelectionWins(d: Draw, selection: string): boolean {
  if (d.game === 'lotto') return d.balls.includes(Number(selection.slice(1)));
  const pb = d.powerball ?? -1;
  switch (selection as PowerballSelection) {
    case 'PB_ODD':
      return pb % 2 === 1;
    case 'PB_EVEN':
      return pb % 2 === 0;
    case 'PB_UNDER':
      return pb <= 4;
    case 'PB_OVER':
      return pb >= 5;
    default:
      return false;
  }
}
