import { useSettings } from '../../api/settings.ts';
import { useLoggedInSession } from '../../lib/session/session-store.ts';
import { useMoney, type Money } from '../../lib/money/use-money.ts';

/** The slip's money: the player's currency, or the brand's for a visitor. */
export function useSlipMoney(): Money {
  const session = useLoggedInSession();
  const settings = useSettings();
  return useMoney(session?.currency ?? settings?.currencyCode ?? 'EUR');
}

/** A wire amount ('12.50') as the player reads it; empty for none. */
export function formatWire(money: Money, wire: string | undefined): string {
  const amount = Number(wire ?? '0');
  return money.format(Number.isFinite(amount) ? amount : 0);
}
