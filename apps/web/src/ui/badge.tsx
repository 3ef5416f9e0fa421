import { badgeIsWide } from '@sb/domain';
import styles from './badge.module.css';
import { cx } from './cx.ts';

export interface BadgeProps {
  count: number;
  tone?: 'accent' | 'live' | 'muted';
  /** Accessible text, e.g. "3 selections"; without it the badge is decorative (hidden from screen readers). */
  label?: string;
  className?: string | undefined;
}

/**
 * A count pill; counts above 99 get the wider badge of SPEC.md §2.
 *
 * @example <Badge count={betCount} label={t('footer.selections', { count: betCount })} />
 */
export function Badge({ count, tone = 'accent', label, className }: BadgeProps) {
  const classes = cx(
    styles.badge,
    badgeIsWide(count) && styles.wide,
    tone === 'live' && styles.live,
    tone === 'muted' && styles.muted,
    className,
  );
  return (
    <span className={classes} {...(label ? { 'aria-label': label, role: 'img' } : { 'aria-hidden': true })}>
      {count}
    </span>
  );
}
