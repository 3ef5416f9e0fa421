import type { GameCode } from '@sb/contract';
import {
  CRASH_FLIGHT_MS,
  CRASH_ROUND_MS,
  CRASH_RATE,
  crashAutoMultiplier,
  crashRound,
  crashSlotAt,
  crashTargetValid,
  parseCrashRoundId,
} from './crash.ts';
import {
  draw,
  drawPrice,
  drawSelectionValid,
  drawSelectionWins,
  nextDrawSlot,
  parseDrawRoundId,
} from './draw.ts';
import { gamePayout } from './game-amounts.ts';
import {
  nextVirtualSlot,
  parseVirtualRoundId,
  VIRTUAL_MATCH_INTERVAL_MS,
  VIRTUAL_OUTCOMES,
  virtualMatch,
  type VirtualOutcome,
} from './virtual-match.ts';

/*
 * One face of the demo games for the provider's server (docs/decisions/games-provider.md): which
 * round takes bets now, the terms of a bet, what it pays once its round is over, and what the page
 * may see at a time (a crash point only after the crash; a match or a draw from the close of bets).
 * `seedOf` names a round's seed: the server's secret with the round id, so results replay from it.
 */

export type SeedOf = (roundId: string) => string;

export interface BetTerms {
  price: number;
  /** When the round's result is known and the bet can be credited (epoch ms). */
  settlesAt: number;
}

/** The crash game's selection: an auto cash-out target, `AUTO:2.00`. */
export const crashSelection = (target: number): string => `AUTO:${target.toFixed(2)}`;
export function crashTargetOf(selection: string): number | undefined {
  const match = /^AUTO:(\d{1,3}\.\d{2})$/.exec(selection);
  const target = match ? Number(match[1]) : Number.NaN;
  return crashTargetValid(target) ? target : undefined;
}

/** The terms of a bet placed at `at`, or why it is refused (the round is not open, a bad selection). */
export function betTerms(
  game: GameCode,
  roundId: string,
  selection: string,
  at: number,
  seedOf: SeedOf,
): BetTerms | { refused: string } {
  const closed = { refused: 'Bets on this round are closed' };
  const badSelection = { refused: 'Not a selection of this game' };
  if (game === 'crash') {
    const slot = parseCrashRoundId(roundId);
    if (slot === undefined || slot !== crashSlotAt(at)) return closed;
    const round = crashRound(slot, seedOf(roundId));
    if (at >= round.flightAt) return closed;
    const target = crashTargetOf(selection);
    if (target === undefined) return badSelection;
    // The latest a round can crash: settling then tells nothing of the crash point before it.
    return { price: target, settlesAt: round.flightAt + CRASH_FLIGHT_MS };
  }
  if (game === 'powerball' || game === 'lotto') {
    const parsed = parseDrawRoundId(roundId);
    if (!parsed || parsed.game !== game || parsed.slot !== nextDrawSlot(at)) return closed;
    if (!drawSelectionValid(game, selection)) return badSelection;
    return { price: drawPrice(game), settlesAt: draw(game, parsed.slot, seedOf(roundId)).endsAt };
  }
  const parsed = parseVirtualRoundId(roundId);
  if (!parsed || parsed.game !== game || parsed.slot !== nextVirtualSlot(at)) return closed;
  if (!(VIRTUAL_OUTCOMES as readonly string[]).includes(selection)) return badSelection;
  const match = virtualMatch(game, parsed.slot, seedOf(roundId));
  return { price: match.prices[selection as VirtualOutcome], settlesAt: match.endsAt };
}

/** What a bet returns once its round is over (0: lost). A cash-out by hand is the server's, not this. */
export function betReturn(
  bet: { gameCode: GameCode; roundId: string; selection: string; stake: number; price: number },
  currency: string,
  seedOf: SeedOf,
): number {
  const seed = seedOf(bet.roundId);
  if (bet.gameCode === 'crash') {
    const slot = parseCrashRoundId(bet.roundId);
    const target = crashTargetOf(bet.selection);
    if (slot === undefined || target === undefined) return 0;
    const multiplier = crashAutoMultiplier(crashRound(slot, seed), target);
    return multiplier > 0 ? gamePayout(bet.stake, multiplier, currency) : 0;
  }
  if (bet.gameCode === 'powerball' || bet.gameCode === 'lotto') {
    const parsed = parseDrawRoundId(bet.roundId);
    if (!parsed) return 0;
    const won = drawSelectionWins(draw(parsed.game, parsed.slot, seed), bet.selection);
    return won ? gamePayout(bet.stake, bet.price, currency) : 0;
  }
  const parsed = parseVirtualRoundId(bet.roundId);
  if (!parsed) return 0;
  const won = virtualMatch(parsed.game, parsed.slot, seed).outcome === bet.selection;
  return won ? gamePayout(bet.stake, bet.price, currency) : 0;
}

/** What the page may see of a game at `at`: the round taking bets, and the last one with its result once bets on it closed. */
export function gameView(game: GameCode, at: number, seedOf: SeedOf) {
  if (game === 'crash') {
    const slot = crashSlotAt(at);
    const round = crashRound(slot, seedOf(`crash-${slot}`));
    const crashed = at >= round.crashedAt;
    const history = [1, 2, 3, 4, 5, 6, 7, 8].map((back) => {
      const past = crashRound(slot - back, seedOf(`crash-${slot - back}`));
      return { roundId: past.roundId, crashPoint: past.crashPoint };
    });
    return {
      kind: 'crash' as const,
      rate: CRASH_RATE,
      round: {
        roundId: round.roundId,
        opensAt: round.opensAt,
        flightAt: round.flightAt,
        nextAt: round.opensAt + CRASH_ROUND_MS,
        ...(crashed ? { crashPoint: round.crashPoint, crashedAt: round.crashedAt } : {}),
      },
      history,
    };
  }
  if (game === 'powerball' || game === 'lotto') {
    const next = nextDrawSlot(at);
    const nextDraw = draw(game, next, seedOf(`${game}-${next}`));
    return {
      kind: 'draw' as const,
      next: { roundId: nextDraw.roundId, drawAt: nextDraw.drawAt, price: drawPrice(game) },
      last: draw(game, next - 1, seedOf(`${game}-${next - 1}`)),
    };
  }
  const next = nextVirtualSlot(at);
  const upcoming = virtualMatch(game, next, seedOf(`${game}-${next}`));
  const last = virtualMatch(game, next - 1, seedOf(`${game}-${next - 1}`));
  return {
    kind: 'match' as const,
    interval: VIRTUAL_MATCH_INTERVAL_MS,
    next: {
      roundId: upcoming.roundId,
      kickOffAt: upcoming.kickOffAt,
      home: upcoming.home.name,
      away: upcoming.away.name,
      prices: upcoming.prices,
    },
    last,
  };
}
export type GameView = ReturnType<typeof gameView>;
