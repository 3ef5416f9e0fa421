import { formatOdds, minorToAmount } from '@sb/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { useBetslipStore } from '../betslip-store.ts';
import { cx } from '../../../ui/cx.ts';
import { IconButton } from '../../../ui/icon-button.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { useFreeBetStore } from '../free-bet-store.ts';
import { useSlipPricing } from '../use-local-pricing.ts';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';
import { FreeBetPicker } from './free-bet-picker.tsx';
import { EachWayToggle } from './each-way-toggle.tsx';
import { StartingPriceChoice } from './starting-price-choice.tsx';
import { StakeField } from './stake-field.tsx';
import { betslipActions } from '../betslip-actions.ts';

/**
 * One selection on the slip: outcome, market and event, its price (the old one struck through
 * beside the new while the feed moves it, §7 web), flags for a suspended or closed selection (§4
 * 'Your selection is not available anymore'), its remove button and, in the singles view, its
 * stake, its free bet and returns. Subscribes to its own bet only.
 */
export const SelectionRow = memo(function SelectionRow({
  outcomeId,
  withStake,
  banker = 'none',
}: {
  outcomeId: number;
  withStake: boolean;
  /**
   * The system bets' view with four selections or more: the selection may be made a banker
   * ('offered'), or not another one ('full': the rest would be too few for a system).
   */
  banker?: 'none' | 'offered' | 'full';
}) {
  const { t } = useTranslation('betslip');
  const oddsType = useOddsType();
  const money = useSlipMoney();
  const bet = useBetslipStore((s) => s.bets[outcomeId]);
  const remove = betslipActions.remove;
  const placing = useBetslipStore((s) => s.betPlacing || s.statusWaitApproval);
  const freeBet = useFreeBetStore((s) => bet !== undefined && s.chosen[bet.ref] !== undefined);
  const { priced } = useSlipPricing();
  const single = priced.model.singles.find((s) => s.outcomeId === outcomeId);
  const line = priced.lines.find((l) => l.kind === 'single' && l.outcomeIds[0] === outcomeId);
  if (!bet) return null;
  const closed = bet.outcomeState === 'C';
  const suspended = !closed && !bet.enabled;
  const fixed = formatOdds(bet.decimal, oddsType);
  // At SP (or an "SP only" runner) the slip shows "SP": there is no fixed price to take.
  const atSp = bet.startingPrice || (bet.startingPriceAvailable && !bet.fixedPriceAvailable);
  const price = atSp ? t('sp.label') : fixed;
  const old = bet.previousDecimal === null || atSp ? null : formatOdds(bet.previousDecimal, oddsType);
  const up = bet.previousDecimal !== null && bet.decimal > bet.previousDecimal;
  const context = [bet.marketDescription, bet.eventDescription].filter(Boolean).join(' · ');

  return (
    <li className={cx(styles.selection, (closed || suspended) && styles.dimmed)} data-outcome={outcomeId}>
      <div className={styles.selectionHead}>
        <div className={styles.selectionText}>
          <span className={styles.outcome}>
            <bdi>{bet.outcomeDescription}</bdi>
          </span>
          {context && (
            <span className={styles.context}>
              <bdi>{context}</bdi>
            </span>
          )}
        </div>
        <span className={styles.priceBox}>
          {old !== null && (
            <span className={styles.oldPrice} aria-hidden="true">
              <bdi>{old}</bdi>
            </span>
          )}
          <span className={cx(styles.price, old !== null && (up ? styles.up : styles.down))}>
            <bdi>{price}</bdi>
          </span>
        </span>
        <IconButton
          icon="close"
          label={t('remove', { selection: bet.outcomeDescription })}
          disabled={placing}
          onClick={() => remove([outcomeId])}
        />
      </div>
      {/* Shown, not spoken: one voice says what changes (issue 42). The live announcer says a
          selection's price changes, merged and a few seconds apart; the slip says once, above its
          selections, that one is no longer available. */}
      {old !== null && <p className={styles.notice}>{t('priceChanged', { old, new: price })}</p>}
      {closed && <p className={cx(styles.notice, styles.warning)}>{t('notAvailable')}</p>}
      {suspended && <p className={cx(styles.notice, styles.warning)}>{t('suspended')}</p>}
      {withStake && !closed && (
        <div className={styles.stakeRow}>
          <StakeField
            betRef={bet.ref}
            label={t('stakeFor', { bet: bet.outcomeDescription })}
            value={bet.unitStake}
            freeBet={freeBet}
          />
          <span className={styles.returns}>
            {atSp ? t('sp.returns') : t('returnsOf', { amount: formatWire(money, single?.potentialReturns) })}
          </span>
        </div>
      )}
      {withStake && !closed && bet.startingPriceAvailable && bet.fixedPriceAvailable && (
        <StartingPriceChoice
          bet={bet.outcomeDescription}
          price={fixed}
          startingPrice={bet.startingPrice}
          disabled={placing}
          onChange={(sp) => betslipActions.setStartingPrice(outcomeId, sp)}
        />
      )}
      {withStake && !closed && single?.showEachWay && single.placeTerms && (
        <EachWayToggle
          bet={bet.outcomeDescription}
          terms={single.placeTerms}
          checked={bet.eachWay}
          disabled={placing}
          onChange={(eachWay) => betslipActions.setEachWay(outcomeId, eachWay)}
          cost={
            bet.eachWay && line
              ? t('eachWay.cost', {
                  amount: formatWire(money, minorToAmount(line.totalStake, money.currency)),
                })
              : undefined
          }
        />
      )}
      {banker !== 'none' && !closed && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={bet.banker}
            disabled={placing || (banker === 'full' && !bet.banker)}
            onChange={(event) => betslipActions.setBanker(outcomeId, event.target.checked)}
          />
          {t('banker')}
          <VisuallyHidden>, {bet.outcomeDescription}</VisuallyHidden>
        </label>
      )}
      {withStake && !closed && <FreeBetPicker betRef={bet.ref} bet={bet.outcomeDescription} />}
    </li>
  );
});
