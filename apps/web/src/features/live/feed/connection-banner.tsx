import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../../../lib/live/feed/use-feed.ts';
import styles from '../live.module.css';

/**
 * "Reconnecting…" while the feed socket is down (prices may be stale meanwhile). The live region is
 * always in the page so a screen reader announces the text when it appears.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('live');
  const state = useConnectionState();
  return (
    <div role="status" className={styles.bannerRegion}>
      {state === 'reconnecting' && <p className={styles.banner}>{t('reconnecting')}</p>}
    </div>
  );
}
