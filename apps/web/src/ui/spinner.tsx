import styles from './spinner.module.css';

/** A small busy indicator with a screen-reader label. */
export function Spinner({ label, size = 18 }: { label: string; size?: number }) {
  return (
    <span role="status" aria-label={label} className={styles.spinner} style={{ width: size, height: size }} />
  );
}
