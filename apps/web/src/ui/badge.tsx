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
  if (label) {
    return (
      <span className={classes} role="img" aria-label={label}>
        {count}
      </span>
    );
  }
  // A decorative count is drawn by CSS, not written in the page: it is no text of the control it sits
  // on, whose name says the count in words ("Betslip (2 selections)", WCAG 2.5.3 label in name).
  return <span className={classes} aria-hidden="true" data-count={count} />;
}
