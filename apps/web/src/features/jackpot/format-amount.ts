import type { Money } from '../../lib/money/use-money.ts';

/**
 * A wire amount ('12.50') in the pool's currency, as lib/money formats it. My Bets and the betslip
 * keep the same one-liner each, for the same reason: no shared chunk of its own for it.
 */
export function formatAmount(money: Money, wire: string): string {
  const amount = Number(wire);
  return money.format(Number.isFinite(amount) ? amount : 0);
}
