import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useJackpotSlipItemStore } from '../../../lib/shell/jackpot-slip-item.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import { useOverlayOpen, useShellStore } from '../../../lib/shell/shell-store.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import type { Jackpot } from '@sb/contract';
import { useJackpot } from '../api/get-active-jackpots.ts';
import { formatAmount } from '../format-amount.ts';
import { picksIn, useJackpotSlipStore } from '../jackpot-slip-store.ts';
import { useJackpotFigures, useJackpotPricing } from '../use-jackpot-pricing.ts';
import { useRestoredPicks } from '../use-restored-picks.ts';
import { JackpotSlip } from './jackpot-slip.tsx';
import styles from './jackpot-slip.module.css';

export interface JackpotSlipHostProps {
  jackpotId: number | null;
  /** The right column shows the slip (JackpotSlipPanel): no bar, no sheet. */
  panelShown: boolean;
  /** A desktop without the right column: its bet bar's Betslip item opens the sheet; no bar of ours. */
  desktop: boolean;
}

/**
 * What the jackpot slip needs on a pool page, wherever it shows (the shell mounts it there, in the
 * betslip's place, SPEC.md §2): the jackpot bets call on every change of the picks, the check of picks
 * kept from an earlier visit, the count the shell's Betslip items show, and where no panel shows, the
 * bar on phones and the sheet that the bar, the footer's Betslip item and the desktop bet bar open
 * (§4 "Betslip bar click ... (jackpot mode on a jackpot event)": a visitor opens it too, and logs in or
 * gets a retail code from it).
 */
export default function JackpotSlipHost({ jackpotId, panelShown, desktop }: JackpotSlipHostProps) {
  const { t } = useTranslation('jackpot');
  const { pool } = useJackpot(jackpotId);
  useJackpotPricing(pool);
  useRestoredPicks(pool);
  const count = useJackpotSlipStore((s) => picksIn(s, jackpotId).length);
  const receipt = useJackpotSlipStore((s) => s.receipt !== null);
  useEffect(() => {
    useJackpotSlipItemStore.setState({ count });
  }, [count]);
  useEffect(() => () => useJackpotSlipItemStore.setState({ count: 0 }), []);
  const sheetOpen = useOverlayOpen('betslip');
  const close = useShellStore((s) => s.close);
  if (panelShown) return null;
  return (
    <>
      {!desktop && !sheetOpen && pool && (count > 0 || receipt) && <JackpotBar pool={pool} count={count} />}
      <Dialog open={sheetOpen} onClose={close} title={t('slip.title')} variant="sheet">
        <JackpotSlip jackpotId={jackpotId} />
      </Dialog>
    </>
  );
}

/** The collapsed jackpot slip on phones: how many picks, the lines and cost; a press opens the sheet. */
function JackpotBar({ pool, count }: { pool: Jackpot; count: number }) {
  const { t } = useTranslation('jackpot');
  const money = useMoney(pool.currency);
  const figures = useJackpotFigures(pool);
  const summary = figures.complete
    ? t('bar.complete', { lines: figures.lines, cost: formatAmount(money, figures.totalCost) })
    : t('slip.left', { count: figures.missing.length });
  return (
    // Named by what it shows ('Jackpot slip 2 lines · €2.00'); the count is the picks' (in the slip's title too).
    <button
      type="button"
      className={styles.bar}
      aria-haspopup="dialog"
      onClick={() => useShellStore.getState().open('betslip')}
    >
      <span className={styles.barCount} aria-hidden="true">
        {count}
      </span>
      <span className={styles.barText}>
        <span className={styles.barTitle}>{t('slip.title')}</span>
        <span className={styles.barSummary}>{summary}</span>
      </span>
      <Icon name="chevron-right" size={20} />
    </button>
  );
}
