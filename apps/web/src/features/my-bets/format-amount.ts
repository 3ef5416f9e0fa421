import type { Money } from '../../lib/money/use-money.ts';

/**
 * A wire amount ('12.50') in the player's currency. The betslip has the same one-liner; My Bets keeps
 * its own so that its chunks do not pull the betslip's money module into a shared chunk of its own
 * (every lazy chunk name lands in the first-load script's preload table).
 */
export function formatAmount(money: Money, wire: string): string {
  const amount = Number(wire);
  return money.format(Number.isFinite(amount) ? amount : 0);
}
