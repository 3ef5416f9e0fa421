import type { LiveEvent } from '@sb/contract';
import { showStreamIcon } from '@sb/domain';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import styles from '../live.module.css';

/**
 * A small screen with a play mark: the event can be watched (SPEC.md §2 stream icon, domain
 * `showStreamIcon`). "A stream is enabled" is the brand's `enable_clem_live_streaming`; the feed
 * access check of §5 has no call in the contract yet, so the feed counts as allowed. The caller reads
 * the setting once for its whole list.
 */
export function StreamIcon({ event, streamEnabled }: { event: LiveEvent; streamEnabled: boolean }) {
  const { t } = useRowTranslation('live');
  if (!showStreamIcon(event, { streamEnabled, feedAllowed: true })) return null;
  return (
    <span className={styles.stream} role="img" aria-label={t('stream')}>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M3 5h18v12H3zM8 21h8M10 8.5v5l4.5-2.5z" />
      </svg>
    </span>
  );
}
