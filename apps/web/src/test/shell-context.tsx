import type { ReactNode } from 'react';
import { OddsTypeContext, useResolvedOddsType } from '../hooks/use-odds-type.ts';

/** What the app shell provides to every page, for a component rendered without the shell. */
export function ShellContext({ children }: { children: ReactNode }) {
  return <OddsTypeContext value={useResolvedOddsType()}>{children}</OddsTypeContext>;
}
