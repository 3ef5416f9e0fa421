import type { LiveEvent } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import styles from '../live.module.css';

// TODO(live-domain): showStreamIcon(event, settings) decides; until it lands, the event's own flag.
const showStream = (event: LiveEvent) => event.liveStreaming;

/** A small screen with a play mark: the event can be watched (SPEC.md §2 stream icon). */
export function StreamIcon({ event }: { event: LiveEvent }) {
  const { t } = useTranslation('live');
  if (!showStream(event)) return null;
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
