import { acceptStakeInput, formatMoney, quickStakes, stakeAllowsDecimals } from '@sb/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { cx } from '../../../ui/cx.ts';
import { useGridNavigation } from '../../../lib/keyboard/use-grid-navigation.ts';
import { useIntlLocale, useNumberFormat } from '../../../lib/format/intl-locale.ts';
import { useIsDesktop } from '../../../hooks/use-media-query.ts';
import { useBetslipStore } from '../betslip-store.ts';
import { useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';
import { StakeKeyboard } from './stake-keyboard.tsx';
import { betslipActions } from '../betslip-actions.ts';

/** Refusals about the stake itself (§8): above the balance, above the maximum, below the minimum. */
const STAKE_REFUSALS: readonly string[] = ['RES-00056', 'RES-00034', 'RES-00140'];

export interface StakeFieldProps {
  /** The bet's ref: sel1, mul1, sys058. */
  betRef: string;
  /** Accessible name, e.g. 'Stake for Arsenal'. */
  label: string;
  value: string;
  /** While the line holds a free bet the empty field offers a cash stake instead. */
  freeBet?: boolean;
}

/**
 * A stake: a text field in the player's currency. Every keystroke, typed or from the phone's
 * stake keyboard, goes through the stake rules of SPEC.md §5 (acceptStakeInput: a rejected key is
 * dropped). While it is the active stake the quick stakes of the currency (§9) show under it, and
 * on phones the numeric keyboard (§2) in place of the system one.
 */
export function StakeField({ betRef, label, value, freeBet = false }: StakeFieldProps) {
  const { t } = useTranslation('betslip');
  const id = useId();
  const desktop = useIsDesktop();
  const money = useSlipMoney();
  const locale = useIntlLocale();
  const numbers = useNumberFormat();
  const settings = useSettings();
  const active = useBetslipStore((s) => s.activeBetKey === betRef);
  const setStake = betslipActions.setStake;
  const setActive = betslipActions.setActiveBetKey;
  const placing = useBetslipStore((s) => s.betPlacing || s.statusWaitApproval);
  // A refusal of this stake marks the field invalid and shows under it (the slip's alert says it too).
  const refusal = useBetslipStore((s) =>
    s.errors.find((e) => e.ref === betRef && STAKE_REFUSALS.includes(e.code)),
  );
  const refusalId = useId();
  const { currency, precision } = money;
  const allowDecimal = stakeAllowsDecimals(currency, precision);
  // §4 "Stake entry": commas the player types as grouping are dropped before the rules apply.
  const type = (next: string) =>
    setStake(betRef, acceptStakeInput(value, next.replaceAll(',', ''), currency, precision));
  const presets = quickStakes(currency, settings?.quick_bet_values);
  const tools = useGridNavigation('[role="group"]');

  return (
    <div className={styles.stake}>
      <label className={styles.stakeBox} htmlFor={id}>
        <span className={styles.currency} aria-hidden="true">
          {currency}
        </span>
        <input
          id={id}
          className={styles.stakeInput}
          aria-label={label}
          // Phones type with the slip's own keyboard (§2); desktops with theirs.
          inputMode={desktop ? 'decimal' : 'none'}
          autoComplete="off"
          // features/betslip/focus-stake.ts finds the slip's stakes by it.
          data-stake={betRef}
          placeholder={t(freeBet ? 'freeBet.cashInstead' : 'stake')}
          value={value}
          aria-invalid={refusal !== undefined}
          aria-describedby={refusal ? refusalId : undefined}
          disabled={placing}
          onFocus={() => setActive(betRef)}
          onChange={(event) => type(event.target.value)}
        />
      </label>
      {refusal && (
        <p id={refusalId} className={cx(styles.notice, styles.warning)}>
          {t(`errors.${refusal.code}`)}
        </p>
      )}
      {active && (
        // The quick stakes and the phone's keys: one Tab stop, the arrow keys along and between them.
        <div className={styles.stakeTools} ref={tools}>
          <div className={styles.quick} role="group" aria-label={t('quickStakes')}>
            {presets.map((amount) => (
              <button
                key={amount}
                type="button"
                className={styles.quickStake}
                // Presets are amounts as the player types them, not wire amounts.
                aria-label={t('quickStake', { amount: formatMoney(amount, currency, locale, 0) })}
                onClick={() => setStake(betRef, String(amount))}
              >
                {numbers.format(amount)}
              </button>
            ))}
          </div>
          {!desktop && (
            <StakeKeyboard
              allowDecimal={allowDecimal}
              onKey={(key) => type(value + key)}
              onDelete={() => setStake(betRef, value.slice(0, -1))}
              onDone={() => setActive(null)}
            />
          )}
        </div>
      )}
    </div>
  );
}
