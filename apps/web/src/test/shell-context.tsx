import type { ReactNode } from 'react';
import { OddsTypeContext, useResolvedOddsType } from '../lib/preferences/use-odds-type.ts';
import { BetslipPrices } from '../routes/price-actions.tsx';

/** What the app shell provides to every page, for a component rendered without the shell. */
export function ShellContext({ children }: { children: ReactNode }) {
  return (
    <OddsTypeContext value={useResolvedOddsType()}>
      <BetslipPrices>{children}</BetslipPrices>
    </OddsTypeContext>
  );
}
