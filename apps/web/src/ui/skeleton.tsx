import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';
import { cx } from './cx.ts';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string | undefined;
}

/** A shimmering placeholder block; hidden from assistive technology (pair it with a busy region). */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, className)}
      style={{ width, height, ...(radius !== undefined && { borderRadius: radius }) }}
    />
  );
}

/**
 * `rows` skeleton lines inside a region marked busy, with a label read by screen readers.
 *
 * @example <SkeletonList rows={6} height={44} label={t('status.loading')} />
 */
export function SkeletonList({ rows, height = 40, label }: { rows: number; height?: number; label: string }) {
  return (
    <div className={styles.stack} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}
