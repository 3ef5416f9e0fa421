import { SETTINGS_DEFAULTS, type Settings } from '@sb/contract';
import styles from './logo.module.css';

/**
 * The brand's mark and wordmark (SPEC.md §3 Branding): its own SVG (setting brand_logo) or the
 * product's mark, and its name (brand_name) as text, so it renders crisply in any system font.
 * Decorative: the link around it carries the accessible name.
 */
export function Logo({
  brand: { brand_name: name, brand_logo: mark },
  compact = false,
}: {
  brand: Pick<Settings, 'brand_name' | 'brand_logo'>;
  /** A crowded phone header: the mark only, below 480 px. */ compact?: boolean;
}) {
  // The product's own name keeps its two-tone wordmark.
  const product = name === SETTINGS_DEFAULTS.brand_name;
  return (
    <span className={compact ? `${styles.logo} ${styles.compact}` : styles.logo} aria-hidden="true">
      {/* Low priority: the page's content comes first, and React then writes no preload link for it
          into the server's markup (the page's head is not React's). */}
      {mark && <img src={mark} alt="" width="24" height="24" fetchPriority="low" />}
      <span className={styles.word}>
        {product ? 'SPORTS' : name}
        {product && <span className={styles.accent}>BOOK</span>}
      </span>
    </span>
  );
}
