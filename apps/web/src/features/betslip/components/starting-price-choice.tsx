import { useTranslation } from 'react-i18next';
import { visuallyHiddenClass } from '../../../ui/visually-hidden.tsx';
import styles from './betslip.module.css';

/**
 * The price or the starting price of a single (SPEC.md §3 startingPrice), offered where the server
 * says SP is (a race before the off): two radio buttons in a named group ("Price for Golden Meadow":
 * "Price 4.50" / "SP"), so the arrow keys move between them and a screen reader names both. An "SP
 * only" runner has no fixed price: the group is not shown, the price reads "SP" (docs/decisions/starting-price.md).
 */
export function StartingPriceChoice({
  bet,
  price,
  startingPrice,
  disabled,
  onChange,
}: {
  /** The selection, for the group's name. */
  bet: string;
  /** The fixed price in the player's odds type. */
  price: string;
  startingPrice: boolean;
  disabled: boolean;
  onChange: (startingPrice: boolean) => void;
}) {
  const { t } = useTranslation('betslip');
  const name = `sp-choice-${bet}`;
  return (
    <fieldset className={styles.spChoice} disabled={disabled}>
      <legend className={visuallyHiddenClass}>{t('sp.choice', { bet })}</legend>
      <label className={styles.check}>
        <input type="radio" name={name} checked={!startingPrice} onChange={() => onChange(false)} />
        {t('sp.price', { price })}
      </label>
      <label className={styles.check}>
        <input type="radio" name={name} checked={startingPrice} onChange={() => onChange(true)} />
        <abbr title={t('sp.name')}>{t('sp.label')}</abbr>
      </label>
    </fieldset>
  );
}
