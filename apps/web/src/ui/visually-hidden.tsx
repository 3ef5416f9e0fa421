import type { ReactNode } from 'react';

/** The style itself, for an element that must keep its own tag (e.g. an h1 only screen readers need). */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only (e.g. "events" after a bare count). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHiddenStyle}>{children}</span>;
}
