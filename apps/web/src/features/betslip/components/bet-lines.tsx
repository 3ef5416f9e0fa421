import { formatOdds } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { useBetslipStore } from '../betslip-store.ts';
import { useFreeBetStore } from '../free-bet-store.ts';
import { useSlipPricing } from '../use-local-pricing.ts';
import { betslipActions } from '../betslip-actions.ts';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';
import { FreeBetPicker } from './free-bet-picker.tsx';
import { ParlayExtraWinnings } from './parlay-extra-winnings.tsx';
import { EachWayToggle } from './each-way-toggle.tsx';
import { StakeField } from './stake-field.tsx';

/**
 * The multiple of the slip as the server priced it (SPEC.md §3 "Multiple": Double, Treble,
 * N-Fold): its price, the stake, the minimum stake, the returns and any parlay extra winnings.
 * Multiples need selections of different events (§5); without one the slip says how to make one.
 */
export function MultipleBets() {
  const { t } = useTranslation('betslip');
  const oddsType = useOddsType();
  const money = useSlipMoney();
  const multiples = useSlipPricing().priced.model.multiples;
  const stakes = useBetslipStore((s) => s.multipleStakes);
  const freeBets = useFreeBetStore((s) => s.chosen);
  const sameEvent = useBetslipStore((s) => {
    const events = Object.values(s.bets).map((b) => b.eventId);
    return new Set(events).size < events.length && !events.includes(null);
  });
  if (multiples.length === 0)
    return <p className={styles.hint}>{t(sameEvent ? 'multiple.sameEvent' : 'multiple.none')}</p>;
  return (
    <>
      <MultiplesEachWay />
      <ul className={styles.lines} aria-label={t('views.multiples')}>
        {multiples.map((multiple) => (
          <li key={multiple.ref} className={styles.line}>
            <div className={styles.lineHead}>
              <span className={styles.lineName}>{multiple.description}</span>
              {multiple.decimal !== undefined && (
                <span className={styles.price}>{formatOdds(multiple.decimal, oddsType)}</span>
              )}
            </div>
            <div className={styles.stakeRow}>
              <StakeField
                betRef={multiple.ref}
                label={t('stakeFor', { bet: multiple.description })}
                value={stakes[multiple.ref] ?? ''}
                freeBet={freeBets[multiple.ref] !== undefined}
              />
              <span className={styles.returns}>
                {t('returnsOf', { amount: formatWire(money, multiple.potentialReturns) })}
              </span>
            </div>
            <ParlayExtraWinnings amount={multiple.extraParlayWinnings} />
            <FreeBetPicker betRef={multiple.ref} bet={multiple.description} />
            {Number(multiple.minBetStake) > 0 && (
              <span className={styles.limit}>
                {t('minStake', { amount: formatWire(money, multiple.minBetStake) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Each-way for the multiple and the system bets (§3 isEachWayChecked): offered when every leg has
 * place terms (the domain prices a combined each-way line only then).
 */
function MultiplesEachWay() {
  const { t } = useTranslation('betslip');
  const checked = useBetslipStore((s) => s.isEachWayChecked);
  const placing = useBetslipStore((s) => s.betPlacing || s.statusWaitApproval);
  const singles = useSlipPricing().priced.model.singles.filter((s) => s.includeInMultiples);
  if (singles.length < 2 || !singles.every((s) => s.showEachWay)) return null;
  return (
    <EachWayToggle
      bet={t('eachWay.multiples')}
      checked={checked}
      disabled={placing}
      onChange={betslipActions.setMultiplesEachWay}
    />
  );
}

/** The system bets of the slip (Trixie, Yankee ..., §9), each with its number of bets and a stake per bet. */
export function SystemBets() {
  const { t } = useTranslation('betslip');
  const money = useSlipMoney();
  const systems = useSlipPricing().priced.model.systems;
  const stakes = useBetslipStore((s) => s.systemStakes);
  const freeBets = useFreeBetStore((s) => s.chosen);
  if (systems.length === 0) return <p className={styles.hint}>{t('systems.none')}</p>;
  return (
    <>
      <MultiplesEachWay />
      <ul className={styles.lines} aria-label={t('views.systems')}>
        {systems.map((system) => (
          <li key={system.ref} className={styles.line}>
            <div className={styles.lineHead}>
              <span className={styles.lineName}>{system.description}</span>
              <span className={styles.context}>{t('bets', { count: system.noOfBets })}</span>
            </div>
            <div className={styles.stakeRow}>
              <StakeField
                betRef={system.ref}
                label={t('unitStakeFor', { bet: system.description })}
                value={stakes[system.ref] ?? ''}
                freeBet={freeBets[system.ref] !== undefined}
              />
              <span className={styles.returns}>
                {t('returnsOf', { amount: formatWire(money, system.potentialReturns) })}
              </span>
            </div>
            <FreeBetPicker betRef={system.ref} bet={system.description} />
          </li>
        ))}
      </ul>
    </>
  );
}
