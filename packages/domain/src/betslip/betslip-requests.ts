import type { BetslipModel } from '@sb/contract';
import { DEFAULT_ORIGIN_ID } from '../constants.ts';
import { NATIVE_BETSLIP_ORIGINS } from '../routing/query-flags.ts';

/**
 * Origin ids of a slip (SPEC.md §3 originId default '11'; §7: '20' or '21' for some origins). Our
 * choice, as the spec names neither: the two native-app `betslip-origin` values, Android '20' and
 * iOS '21'; everything else the web's '11'.
 */
export const BETSLIP_ORIGIN_IDS: Readonly<Record<(typeof NATIVE_BETSLIP_ORIGINS)[number], string>> = {
  'android-app': '20',
  'ios-app': '21',
};

export function betslipOriginId(betslipOrigin: string | null | undefined): string {
  return (
    (betslipOrigin && BETSLIP_ORIGIN_IDS[betslipOrigin as keyof typeof BETSLIP_ORIGIN_IDS]) ||
    DEFAULT_ORIGIN_ID
  );
}

/**
 * The model as the pricing call sends it (§7): the multiples' decimal removed (the server prices
 * the accumulator itself, it does not take the client's) and the origin id of the slip's origin.
 */
export function modelForPricing(model: BetslipModel, betslipOrigin?: string | null): BetslipModel {
  return {
    ...model,
    originId: betslipOriginId(betslipOrigin),
    multiples: model.multiples.map(({ decimal: _decimal, ...multiple }) => multiple),
  };
}
