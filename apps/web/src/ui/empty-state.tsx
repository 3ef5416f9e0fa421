import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import styles from './state.module.css';
import { cx } from './cx.ts';

export interface EmptyStateProps {
  title: string;
  /** Extra line or an action (e.g. a link back to all sports). */
  children?: ReactNode;
  icon?: IconName;
  compact?: boolean;
}

/** Nothing to show (no events, empty betslip): a title plus an optional hint or action. */
export function EmptyState({ title, children, icon = 'info', compact = false }: EmptyStateProps) {
  return (
    <div className={cx(styles.state, compact && styles.compact)}>
      <Icon name={icon} size={compact ? 22 : 32} className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
