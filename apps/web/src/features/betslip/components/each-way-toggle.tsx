import type { PlaceTerms } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import styles from './betslip.module.css';

/**
 * The each-way choice of a line (SPEC.md §3 eachWay, showEachWay): offered only where the server
 * priced place terms, which it shows (1/5 odds, 3 places). Each-way is two bets of the stake, a win
 * and a place, so the line's cost doubles: said beside it once chosen.
 */
export function EachWayToggle({
  bet,
  terms,
  checked,
  disabled,
  onChange,
  cost,
}: {
  /** What is staked each-way, for screen readers ('Each way 1/5 odds, 3 places, Galopin des Champs'). */
  bet: string;
  /** The selection's terms; a multiple's legs each keep their own, so it shows none. */
  terms?: PlaceTerms | undefined;
  checked: boolean;
  disabled: boolean;
  onChange: (eachWay: boolean) => void;
  /** 'Each way: 2 bets, 10.00 in all' once chosen and staked. */
  cost?: string | undefined;
}) {
  const { t } = useTranslation('betslip');
  return (
    <div className={styles.eachWay}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('eachWay.label')}{' '}
        {terms && (
          <span className={styles.context}>
            {t('eachWay.terms', { fraction: `${terms.numerator}/${terms.denominator}`, count: terms.places })}
          </span>
        )}
        <VisuallyHidden>, {bet}</VisuallyHidden>
      </label>
      {cost && <p className={styles.notice}>{cost}</p>}
    </div>
  );
}
