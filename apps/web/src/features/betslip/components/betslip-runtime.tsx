import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useBetCount, useBetslipStore } from '../betslip-store.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { useOverlayOpen, useShellStore } from '../../../lib/shell/shell-store.ts';
import { useLocalPricing } from '../use-local-pricing.ts';
import { sanitizeStoredBetslip } from '../persisted-betslip.ts';
import { useBetslipPricing } from '../use-betslip-pricing.ts';
import { usePendingBet } from '../use-pending-bet.ts';
import { useUnavailableRemoval } from '../use-unavailable-removal.ts';
import { formatWire, useSlipMoney } from '../use-slip-money.ts';
import styles from './betslip.module.css';
import { LiveBetWatcher } from './live-bet-watcher.tsx';
import { betslipActions } from '../betslip-actions.ts';

// The stored slip is parsed in full once this code is loaded, before it renders.
sanitizeStoredBetslip();

export interface BetslipRuntimeProps {
  /** The desktop panel shows the slip: no bar, no floating button. */
  panelShown: boolean;
  /** A phone (the bar sits above the footer); narrow desktops have the footer bar's Betslip item. */
  desktop: boolean;
}

/**
 * What a slip with bets needs on every page, wherever it shows: pricing and its poll, the live
 * feed of its markets (whose changes the live feature's announcer speaks, mounted beside it), the removal of closed selections, and the way to open it where no panel
 * shows - the betslip bar on phones, or the floating betslip button when the brand turns it on
 * (SPEC.md §2, §3 enable_floating_betslip). The app shell mounts it (lazily) while the slip holds
 * a bet or a visitor's pending pick.
 */
export default function BetslipRuntime({ panelShown, desktop }: BetslipRuntimeProps) {
  useBetslipPricing();
  useUnavailableRemoval();
  usePendingBet();
  const settings = useSettings();
  const overlayOpen = useOverlayOpen('betslip');
  const count = useBetCount();
  const floating = settings?.enable_floating_betslip ?? false;
  const showEntry = !panelShown && !overlayOpen && count > 0;
  return (
    <>
      <LiveBetWatcher />
      {showEntry && floating && <FloatingBetslipButton count={count} />}
      {showEntry && !floating && !desktop && <BetslipBar count={count} />}
    </>
  );
}

/**
 * SPEC.md §4 "Betslip bar click": a visitor without retail codes is asked to log in; after a
 * placement the slip resets; otherwise it opens (expanded). Closing happens in the overlay, whose
 * close button and backdrop follow the same rules.
 */
function useBarClick(): () => void {
  const session = useLoggedInSession();
  const settings = useSettings();
  return () => {
    const shell = useShellStore.getState();
    const store = useBetslipStore.getState();
    if (!session && !(settings?.betslip_generate_retail_code ?? false)) {
      shell.open('login');
      return;
    }
    if (store.placementSuccess) {
      betslipActions.reset();
      return;
    }
    betslipActions.setExpanded(true);
    shell.open('betslip');
  };
}

/** The collapsed slip on phones: how many selections, the total stake and returns; a click opens it. */
function BetslipBar({ count }: { count: number }) {
  const { t } = useTranslation('betslip');
  const money = useSlipMoney();
  const { totalCost, potentialReturns } = useLocalPricing().priced.model;
  const onClick = useBarClick();
  const selections = t('selections', { count });
  const hasStake = Number(totalCost) > 0;
  const summary = hasStake
    ? `${t('receipt.stake', { amount: formatWire(money, totalCost) })} · ${t('returnsOf', { amount: formatWire(money, potentialReturns) })}`
    : selections;
  return (
    <button
      type="button"
      className={styles.bar}
      aria-haspopup="dialog"
      // The name holds what the bar shows, in its order (WCAG 2.5.3), and the count in words.
      aria-label={hasStake ? `${t('bar', { selections })}, ${summary}` : t('bar', { selections })}
      onClick={onClick}
    >
      {/* Drawn by CSS: a figure the name says in words (as a decorative badge, ui/badge.tsx). */}
      <span className={styles.barCount} aria-hidden="true" data-count={count} />
      <span className={styles.barText}>
        <span className={styles.barTitle}>{t('title')}</span>
        <span className={styles.barSummary}>{summary}</span>
      </span>
      <Icon name="chevron-right" size={20} />
    </button>
  );
}

/** SPEC.md §2 "Floating betslip button on mobile and desktop": a round button with the count. */
function FloatingBetslipButton({ count }: { count: number }) {
  const { t } = useTranslation('betslip');
  const onClick = useBarClick();
  return (
    <button
      type="button"
      className={styles.floating}
      aria-haspopup="dialog"
      aria-label={t('openWithCount', { selections: t('selections', { count }) })}
      onClick={onClick}
    >
      <Icon name="ticket" size={26} />
      <Badge className={styles.floatingBadge} count={count} />
    </button>
  );
}
