import { minorToAmount, slipTax, taxApplies } from '@sb/domain';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useBetslipStore, type BetslipError, type BetslipView } from '../betslip-store.ts';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { LocalPricingContext, useLocalPricing, useSlipPricing } from '../use-local-pricing.ts';
import { usePlaceBet } from '../use-place-bet.ts';
import { usePricingStore } from '../pricing-store.ts';
import { usePromoCashStore } from '../promo-cash-store.ts';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import { MultipleBets, SystemBets } from './bet-lines.tsx';
import styles from './betslip.module.css';
import { BookBet } from './booking.tsx';
import { BookingEntry } from './booking-entry.tsx';
import { Receipt } from './receipt.tsx';
import { isRepeatPress } from './repeat-press.ts';
import { ReferralOffer } from './referral-offer.tsx';
import { SelectionRow } from './selection-row.tsx';
import { betslipActions } from '../betslip-actions.ts';
import { ALL_SINGLES, orderedBets } from '../slip-bets.ts';
import { StakeField } from './stake-field.tsx';
import { useFooterThatYields } from './use-footer-that-yields.ts';

const VIEWS: readonly BetslipView[] = ['singles', 'multiples', 'systems'];

/**
 * The betslip (SPEC.md §2, §4): the desktop panel and the phone overlay both show this. Tabs for
 * singles, multiples and system bets; the selections with their prices and flags; stakes with
 * quick stakes (and the numeric keyboard on phones); accept higher odds; totals and returns;
 * Place bet with its progress state; each rejection's message; the receipt after a placement.
 * Loaded lazily: an empty slip never loads it.
 */
export default function Betslip() {
  const { t } = useTranslation('betslip');
  const receipt = useBetslipStore((s) => s.placementSuccess);
  // A string key keeps the selector's answer stable between renders (no shallow compare needed).
  const idsKey = useBetslipStore((s) =>
    orderedBets(s.bets)
      .map((b) => b.outcomeId)
      .join(),
  );
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split(',').map(Number)), [idsKey]);
  const view = useBetslipStore((s) => s.view);
  const notAvailable = useBetslipStore((s) => s.isShowNotAvailableMessage);
  const tabsId = useId();
  const pricing = useLocalPricing();
  // System bets are built over the selections that are not bankers, of which three at least (§9):
  // another banker is offered only while it leaves three.
  const bankers = useBetslipStore((s) => Object.values(s.bets).filter((b) => b.banker).length);
  const canBank = ids.length - bankers - 1 >= 3;

  if (receipt) return <Receipt receipt={receipt} />;
  if (ids.length === 0)
    return (
      <EmptyState title={t('empty')} icon="ticket">
        <p className={styles.hint}>{t('hint')}</p>
        <BookingEntry />
      </EmptyState>
    );
  // System bets need three selections (§9); with fewer the tab is not offered.
  const views = ids.length >= 3 ? VIEWS : VIEWS.slice(0, 2);
  const shown = views.includes(view) ? view : 'singles';
  return (
    <LocalPricingContext value={pricing}>
      <div className={styles.slip}>
        <ViewTabs views={views} current={shown} idPrefix={tabsId} count={ids.length} />
        <div
          role="tabpanel"
          id={`${tabsId}-panel`}
          aria-labelledby={`${tabsId}-${shown}`}
          className={styles.panel}
        >
          {notAvailable && (
            <p className={cx(styles.notice, styles.warning)} role="alert">
              {t('notAvailable')}
            </p>
          )}
          {/* The bets to stake come first, so a short desktop panel shows their stake fields
              without scrolling; the legs follow. */}
          {shown === 'singles' && ids.length >= 2 && <AllSinglesStake />}
          {shown === 'multiples' && <MultipleBets />}
          {shown === 'systems' && <SystemBets />}
          <ul className={styles.selections} aria-label={t('selections', { count: ids.length })}>
            {ids.map((id) => (
              <SelectionRow
                key={id}
                outcomeId={id}
                withStake={shown === 'singles'}
                banker={shown !== 'systems' || ids.length < 4 ? 'none' : canBank ? 'offered' : 'full'}
              />
            ))}
          </ul>
          <BookBet />
        </div>
        <SlipFooter />
      </div>
    </LocalPricingContext>
  );
}

/** §3 globalStake: one stake typed for every single, above them (each can still be changed alone). */
function AllSinglesStake() {
  const { t } = useTranslation('betslip');
  const value = useBetslipStore((s) => s.globalStake);
  return (
    <div className={cx(styles.line, styles.allSingles)}>
      <span className={styles.lineName}>{t('allSingles')}</span>
      <StakeField betRef={ALL_SINGLES} label={t('allSinglesStake')} value={value} />
    </div>
  );
}

function ViewTabs({
  views,
  current,
  idPrefix,
  count,
}: {
  views: readonly BetslipView[];
  current: BetslipView;
  idPrefix: string;
  count: number;
}) {
  const { t } = useTranslation('betslip');
  const setView = betslipActions.setView;
  const placing = useBetslipStore((s) => s.betPlacing || s.statusWaitApproval);
  const refs = useRef<Partial<Record<BetslipView, HTMLButtonElement | null>>>({});
  // Arrow keys move between tabs, as the ARIA tabs pattern has it.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || placing) return;
    event.preventDefault();
    const next = views[(views.indexOf(current) + step + views.length) % views.length] ?? current;
    setView(next);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('views.label')}>
      {views.map((view) => (
        <button
          key={view}
          ref={(node) => {
            refs.current[view] = node;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${view}`}
          aria-selected={view === current}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={view === current ? 0 : -1}
          disabled={placing && view !== current}
          className={cx(styles.tab, view === current && styles.currentTab)}
          onClick={() => setView(view)}
          onKeyDown={onKeyDown}
        >
          {t(`views.${view}`)}
          {view === 'singles' && <span className={styles.tabCount}>{count}</span>}
        </button>
      ))}
    </div>
  );
}

/** A rejection's text: the §8 code's own words, else what the server said. */
function useErrorText(): (error: BetslipError) => string {
  const { t, i18n } = useTranslation('betslip');
  return (error) => {
    if (error.code === 'network') return t('errors.network');
    const key = `errors.${error.code}`;
    if (i18n.exists(key, { ns: 'betslip' })) return t(key);
    return error.message || t('errors.unknown', { code: error.code });
  };
}

function SlipFooter() {
  const { t } = useTranslation('betslip');
  const settings = useSettings();
  const session = useLoggedInSession();
  const money = useSlipMoney();
  const errors = useBetslipStore((s) => s.errors);
  const placing = useBetslipStore((s) => s.betPlacing);
  const waiting = useBetslipStore((s) => s.statusWaitApproval);
  const acceptOdds = usePreferencesStore((s) => s.userAcceptOdds);
  const usePromoCash = usePromoCashStore((s) => s.usePromoCash);
  // The promo cash the wallet holds (the server's pricing answer): offered only when there is some.
  const promoCash = usePricingStore((s) => s.priced?.availablePromoCash ?? null);
  const { priced, blocker, rules } = useSlipPricing();
  const placeBet = usePlaceBet();
  const errorText = useErrorText();
  const alertRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useFooterThatYields(footerRef);

  // §8 "per-selection messages shown de-duplicated". A free bet's refusal shows on its line, and
  // a free bet mixed with another stake under the button it disables.
  const messages = [
    ...new Set(
      errors
        .filter((e) => !(e.code === 'RES-00241' && e.ref !== undefined) && e.code !== 'free-bet-mixed')
        .map(errorText),
    ),
  ];
  useEffect(() => {
    if (messages.length > 0) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const { totalCost, potentialReturns, returnsAtStartingPrice } = priced.model;
  // Free-bet stakes are not paid (totalCost leaves them out): shown on their own row.
  const freeStake = priced.lines.reduce((sum, line) => (line.isFreeBet ? sum + line.totalStake : sum), 0n);
  const hasStake = blocker !== 'no-stakes';
  // §5 a taxed brand: the duty on the stakes and the tax on winnings, each on its own line.
  const tax = taxApplies(rules) && hasStake ? slipTax(priced.lines) : null;
  const wire = (minor: bigint) => formatWire(money, minorToAmount(minor, money.currency));
  const busy = placing || waiting;
  return (
    <div className={styles.footer} ref={footerRef}>
      {messages.length > 0 && (
        <div ref={alertRef} className={styles.errors} role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {settings?.allow_higher_odds_and_cashout !== false && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={acceptOdds === 'A'}
            disabled={busy}
            onChange={(event) =>
              usePreferencesStore.setState({ userAcceptOdds: event.target.checked ? 'A' : 'D' })
            }
          />
          {t('acceptHigherOdds')}
        </label>
      )}
      {session && promoCash !== null && Number(promoCash) > 0 && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={usePromoCash}
            disabled={busy}
            onChange={(event) => usePromoCashStore.setState({ usePromoCash: event.target.checked })}
          />
          {t('usePromoCash', { amount: formatWire(money, promoCash) })}
        </label>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>{t('totalStake')}</dt>
          <dd>{formatWire(money, totalCost)}</dd>
        </div>
        {freeStake > 0n && (
          <div>
            <dt>{t('freeBet.total')}</dt>
            <dd>{formatWire(money, minorToAmount(freeStake, money.currency))}</dd>
          </div>
        )}
        {tax && (
          <>
            <div>
              <dt>{t('tax.stakeTax', { rate: rules.stakeRatePercentage })}</dt>
              <dd>{wire(tax.stakeTax)}</dd>
            </div>
            <div>
              <dt>{t('tax.stakeAfterTax')}</dt>
              <dd>{wire(tax.stakeAfterTax)}</dd>
            </div>
            <div>
              <dt>{t('tax.winningsTax', { rate: rules.taxReturnsPercentage })}</dt>
              <dd>{wire(tax.winningsTax)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t(tax ? 'tax.netReturns' : 'totalReturns')}</dt>
          <dd className={styles.totalReturns}>
            {/* An SP line's returns are unknown until its race is resulted: said, not guessed. */}
            {returnsAtStartingPrice
              ? t('sp.totalReturns', { amount: formatWire(money, potentialReturns) })
              : formatWire(money, potentialReturns)}
          </dd>
        </div>
      </dl>
      {session ? (
        <Button
          variant="primary"
          block
          className={styles.place}
          aria-busy={busy}
          // Busy, it keeps the focus (aria-disabled, not disabled: a disabled button drops it to the
          // body) until the receipt's heading takes it.
          aria-disabled={busy || undefined}
          // §5 "Placement disabled" (the domain's placementBlocker). A suspended selection stays
          // placeable: it is flagged above and the server's refusal says why (RES-00048).
          disabled={!busy && blocker !== undefined}
          // The second press of a double press is the same intent: when the answer came back between
          // the two, it would start another placement and take the receipt away.
          onClick={(event) => {
            if (!busy && !isRepeatPress(event)) void placeBet();
          }}
        >
          {busy ? (
            <>
              <span className={styles.busy} aria-hidden="true" />
              {waiting ? t('waitingApproval') : t('placing')}
            </>
          ) : (
            t('place')
          )}
        </Button>
      ) : (
        <Button variant="primary" block onClick={() => void placeBet()}>
          {t('loginToPlace')}
        </Button>
      )}
      {session && !busy && !hasStake && <p className={styles.hint}>{t('enterStake')}</p>}
      {waiting && <ReferralOffer />}
      {session && !busy && blocker === 'free-bet-mixed' && (
        <p className={cx(styles.notice, styles.warning)} role="status">
          {t('freeBet.mixed')}
        </p>
      )}
    </div>
  );
}
