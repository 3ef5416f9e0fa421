import styles from './logo.module.css';

/**
 * The brand mark and wordmark (an operator build replaces this file). Decorative: the link around it
 * carries the accessible name. The wordmark is text, so it renders crisply in any system font.
 */
export function Logo({
  compact = false,
}: {
  /** A crowded phone header: the mark only, below 480 px. */ compact?: boolean;
}) {
  return (
    <span className={compact ? `${styles.logo} ${styles.compact}` : styles.logo} aria-hidden="true">
      <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
        <rect width="24" height="24" rx="5" fill="#ffcf33" />
        <circle cx="12" cy="12" r="6.5" fill="none" stroke="#0b1f2a" strokeWidth="2.6" />
        <path d="M12 5.5v13M5.5 12h13" stroke="#0b1f2a" strokeWidth="1.6" />
      </svg>
      <span className={styles.word}>
        SPORTS<span className={styles.accent}>BOOK</span>
      </span>
    </span>
  );
}
