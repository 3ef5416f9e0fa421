import { paths } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useJackpotSlipStore, picksIn } from '../jackpot-slip-store.ts';
import { JackpotSlip } from './jackpot-slip.tsx';
import styles from './jackpot-slip.module.css';

/**
 * The jackpot slip in the betslip's place on desktop (the right column from 1366 px), on a pool page
 * (SPEC.md §2). It keeps the betslip's id, so the shell's "Skip to betslip" link lands on it.
 */
export function JackpotSlipPanel({ jackpotId }: { jackpotId: number | null }) {
  const { t } = useTranslation('jackpot');
  const locale = useLocale();
  const count = useJackpotSlipStore((s) => picksIn(s, jackpotId).length);
  return (
    <section className={styles.panel} aria-labelledby="jackpot-slip-title" id="betslip" tabIndex={-1}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle} id="jackpot-slip-title">
          <Icon name="trophy" size={18} />
          {t('slip.title')}
          {count > 0 && <Badge count={count} />}
        </h2>
        <Link className={styles.panelLink} to={`${paths.openBets.href(locale)}?tab=jackpot`}>
          {t('slip.myEntries')}
        </Link>
      </div>
      <div className={styles.panelBody}>
        <JackpotSlip jackpotId={jackpotId} />
      </div>
    </section>
  );
}
