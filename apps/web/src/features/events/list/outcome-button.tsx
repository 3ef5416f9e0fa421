import type { Outcome } from '@sb/contract';
import { formatOdds } from '@sb/domain';
import {
  createContext,
  createElement,
  use,
  useContext,
  useId,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { PriceActionContext, PriceBoostsContext } from './price-action.ts';
import { cx } from '../../../ui/cx.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './outcome-button.module.css';

export interface OutcomeButtonProps {
  outcome: Outcome;
  /** The market is suspended: the price cannot be taken. */
  suspended: boolean;
  /**
   * Caption above the price: the outcome's own words ('Chelsea', 'Over', '-1.5', '2-1'), which the
   * accessible name contains, so what a voice user reads out names the button (WCAG 2.5.3). Captions
   * that are not ('1 X 2' columns) belong outside the button.
   */
  label?: string | undefined;
  /** Caption and price side by side (a wide button in a list of outrights). */
  inline?: boolean;
  /**
   * Id of the element that says the price's event and market ('Arsenal v Chelsea: Match result'):
   * the button's accessible description. One id per row or market group, not per button.
   */
  describedBy?: string | undefined;
  /**
   * The event's name, for a price shown among other events' prices (a list's row): it starts the
   * button's name ('Arsenal v Chelsea: Draw 3.80'), so no two prices of a list share a name.
   */
  event?: string | undefined;
}

/**
 * The price button a live page puts in place of the pre-match one (features/live provides it).
 * Pre-match pages provide none: they pay one context read and load no live code.
 */
export const LiveOutcomeButtonContext = createContext<ComponentType<OutcomeButtonProps> | null>(null);

/**
 * A price: a toggle button whose press the page decides (price-action.ts): on the sports pages it
 * puts the outcome on the betslip or takes it off again. Its accessible
 * name is the outcome and the price in the visitor's odds type ('Arsenal 2.10', 'Arsenal +110'),
 * in a list of events after the event's ('Arsenal v Chelsea: Draw 3.80'); a suspended market's price
 * is disabled, shows a lock and is named 'Arsenal suspended'. Under a live
 * page the live price button renders instead (same markup, the price read by outcome id).
 * A boosted price (the brand's power odds, where the page provides them) shows its regular price struck
 * through, and beside it a button of its own that opens the boost's dialog.
 *
 * @example <OutcomeButton outcome={outcome} suspended={market.status === 'SUSPENDED'} label="1" />
 */
export function OutcomeButton(props: OutcomeButtonProps) {
  // One component type per page (the provider's value never changes), so React keeps each button's state.
  const live = useContext(LiveOutcomeButtonContext);
  return live ? createElement(live, props) : <OutcomeButtonView {...props} />;
}

export interface OutcomeButtonViewProps extends OutcomeButtonProps {
  /** A newer decimal price than the outcome's (the live store's). */
  decimal?: number | undefined;
  className?: string | undefined;
  /** Appended to the accessible name (', price up'). */
  nameSuffix?: string | undefined;
  /** Shown before the price (the live price's arrow). */
  marker?: ReactNode;
}

/** The button itself, for the pre-match page and the live price button alike. */
export function OutcomeButtonView({
  outcome,
  suspended,
  label,
  inline = false,
  describedBy,
  event,
  decimal,
  className,
  nameSuffix = '',
  marker,
}: OutcomeButtonViewProps) {
  const { t } = useRowTranslation('sports');
  const oddsType = useOddsType();
  const action = use(PriceActionContext);
  const boosts = use(PriceBoostsContext);
  const selected = action.usePicked(outcome.id);
  const press = action.usePress();
  const boost = boosts.useBoost(outcome.id);
  const focusStake = selected && !suspended ? action.focusStake : undefined;
  const boostNoteId = useId();
  const keyHintId = useId();
  const current = decimal ?? outcome.consolidatedPrice.currentPrice.decimal;
  // An "SP only" runner (a race whose early prices are not out) is taken at the starting price only.
  const price = outcome.startingPriceOnly ? t('outcome.startingPrice') : formatOdds(current, oddsType);
  const ownName = suspended
    ? t('outcome.suspendedName', { outcome: outcome.description })
    : t('outcome.name', { outcome: outcome.description, price }) + nameSuffix;
  const name = event === undefined ? ownName : t('outcome.inEvent', { name: ownName, event });
  // A boost (power odds) shows on a price that can be taken; the price itself is the boosted one
  // already (the server prices it), so the button shows what it was. Only while the price shown is
  // the boost: once the event is in play (one house book for all brands) or the price has moved,
  // the boosts loaded earlier no longer describe it.
  const boosted = boost !== undefined && !suspended && boost.boosted === current;
  const regular = boosted ? formatOdds(boost.regular, oddsType) : '';
  const button = (
    <button
      type="button"
      className={cx(styles.outcome, inline && styles.inline, boosted && styles.boosted, className)}
      aria-pressed={selected}
      aria-label={name}
      aria-describedby={
        [describedBy, boosted && boostNoteId, focusStake && keyHintId].filter(Boolean).join(' ') || undefined
      }
      disabled={suspended}
      // The press's code loads on the first press of a price, before the click lands.
      onPointerDown={action.prepare}
      onFocus={action.prepare}
      // One key from a price on the slip to its stake (WCAG's character-key shortcuts: only while
      // the price has the focus).
      aria-keyshortcuts={focusStake ? 'S' : undefined}
      onKeyDown={(event) => {
        if (!focusStake || event.key.toLowerCase() !== 's' || event.ctrlKey || event.metaKey || event.altKey)
          return;
        event.preventDefault();
        focusStake(outcome.id);
      }}
      onClick={() =>
        press({
          outcomeId: outcome.id,
          outcomeDescription: outcome.description,
          marketId: outcome.marketId,
          decimal: current,
        })
      }
    >
      {label !== undefined && (
        <>
          <span className={styles.label}>{label}</span>{' '}
        </>
      )}
      {suspended ? (
        <Icon name="lock" size={14} className={styles.lock} />
      ) : (
        <span className={styles.price}>
          {/* The struck price is drawn from its attribute (CSS), not text: the button's visible text is
              then the price its name says (WCAG 2.5.3, axe's label-content-name-mismatch), and the
              description says what it was. */}
          {boosted && <s className={styles.regular} data-price={regular} />}
          {marker}
          {price}
        </span>
      )}
      {/* How to reach the pick's stake (issue 42): shown under the price while it has the keyboard's focus,
          and its description for a screen reader. */}
      {focusStake && (
        <span id={keyHintId} className={styles.keyHint} aria-hidden="true">
          {t('outcome.stakeKey')}
        </span>
      )}
      {/* The button's name stays 'Arsenal 2.52'; that it is boosted, and from what, describes it. */}
      {boosted && (
        <span id={boostNoteId} hidden>
          {t('boost.note', { regular })}
        </span>
      )}
    </button>
  );
  if (!boosted) return button;
  // The price and the button that explains its boost, in a new element over the plain button's box
  // (outcome-button.module.css): when the boosts arrive after hydration, nothing around it moves.
  return (
    <span
      className={styles.boostCell}
      data-layout={inline ? 'inline' : label !== undefined ? 'label' : 'price'}
    >
      {button}
      <button
        type="button"
        className={styles.boostBadge}
        aria-label={t('boost.open', { outcome: outcome.description })}
        aria-haspopup="dialog"
        onClick={() =>
          boosts.open({
            outcomeId: outcome.id,
            outcomeDescription: outcome.description,
            marketId: outcome.marketId,
          })
        }
      >
        <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden="true" focusable="false">
          <path d="M13 2 4 14h7l-1 8 9-12h-7z" fill="currentColor" />
        </svg>
      </button>
    </span>
  );
}
