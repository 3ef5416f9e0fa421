import type { BetslipModel, FreeBet } from '@sb/contract';
import { lineKind, type LineRef } from './betslip-selections.ts';
import { multipleLegs } from './multiples.ts';
import { systemFreeBetOdds, type FreeBetToken } from './free-bets.ts';
import { amountToMinor } from './stake-amount.ts';

/** What a free-bet token is checked against on one line of a priced slip. */
export interface FreeBetLineUse {
  kind: LineRef['kind'];
  /**
   * The odds a token's minimum is held against, as the server holds them: a single's price, the
   * multiple's accumulator, a system's lowest leg (every combination must reach the minimum).
   */
  decimal: number;
}

/** The line `ref` of a priced slip as a token sees it; undefined when the slip has no such line. */
export function freeBetLineUse(model: BetslipModel, ref: string): FreeBetLineUse | undefined {
  switch (lineKind(ref)) {
    case 'single': {
      const single = model.singles.find((s) => s.ref === ref);
      return single && { kind: 'single', decimal: single.decimal };
    }
    case 'multiple': {
      const multiple = model.multiples.find((m) => m.ref === ref);
      return multiple?.decimal === undefined ? undefined : { kind: 'multiple', decimal: multiple.decimal };
    }
    case 'system': {
      const legs = multipleLegs(model.singles);
      if (!model.systems.some((s) => s.ref === ref) || legs.length === 0) return undefined;
      return { kind: 'system', decimal: systemFreeBetOdds(legs.map((l) => l.decimal)) };
    }
    default:
      return undefined;
  }
}

/** A token of the free-bets call (the contract's FreeBet) as the domain's rules read it. */
export function freeBetToken(freeBet: FreeBet): FreeBetToken {
  return {
    id: freeBet.id,
    amount: amountToMinor(freeBet.amount, freeBet.currency),
    currency: freeBet.currency,
    expiresAt: new Date(freeBet.expiresAt),
    minOdds: freeBet.minOdds,
    lineKinds: freeBet.lineKinds,
    // An expired token is out by its date; one the server calls expired early is out all the same.
    used: freeBet.status !== 'available',
  };
}
