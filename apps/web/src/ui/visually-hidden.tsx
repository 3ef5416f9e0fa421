import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** The class itself, for an element that must keep its own tag (e.g. an h1 only screen readers need). */
export const visuallyHiddenClass = styles.visuallyHidden;

/** Text for screen readers only (e.g. "events" after a bare count). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHiddenClass}>{children}</span>;
}
