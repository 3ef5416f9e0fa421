import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx.ts';
import styles from './my-bets.module.css';

export type StatusTone = 'muted' | 'won' | 'placed' | 'lost' | 'void' | 'partly-won' | 'cashed-out' | 'open';

const TONE: Record<StatusTone, string | undefined> = {
  muted: undefined,
  open: undefined,
  won: styles.won,
  placed: styles.won,
  'partly-won': styles.won,
  'cashed-out': styles.won,
  lost: styles.lost,
  void: undefined,
};

/** A bet's or a leg's status as a small pill: colour helps, the word says it. */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={cx(styles.tag, TONE[tone])}>{children}</span>;
}
