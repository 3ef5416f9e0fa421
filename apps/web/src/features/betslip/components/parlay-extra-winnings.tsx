import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { playerDetailsQueryOptions } from '../../account/index.ts';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';

/**
 * A multiple's parlay extra winnings (SPEC.md §6): the server's figure (the pricing answer's
 * `extraParlayWinnings`), shown only while the brand runs the promotion
 * (enable_parlay_extra_winnings), to a logged-in player whose details do not exclude them from
 * promotions, and when there is an amount. The details are asked for only once the rest holds.
 */
export function ParlayExtraWinnings({ amount }: { amount: string }) {
  const { t } = useTranslation('betslip');
  const money = useSlipMoney();
  const enabled = useSettings()?.enable_parlay_extra_winnings === true;
  const session = useLoggedInSession();
  const positive = Number(amount) > 0;
  const details = useQuery({
    ...playerDetailsQueryOptions(session?.username ?? ''),
    enabled: enabled && session !== null && positive,
  });
  if (!enabled || !session || !positive || details.data?.excludedFromPromotions !== false) return null;
  return (
    <span className={styles.extraWinnings}>
      {t('parlayExtraWinnings', { amount: formatWire(money, amount) })}
    </span>
  );
}
