import { DEFAULT_ORIGIN_ID } from '../constants.ts';
import type { NativeBetslipOrigin } from '../routing/query-flags.ts';

/**
 * Origin ids of a slip (SPEC.md §3 originId default '11'; §7: '20' or '21' for some origins). Our
 * choice, as the spec names neither: the two native-app `betslip-origin` values, Android '20' and
 * iOS '21'; everything else the web's '11'.
 */
export const BETSLIP_ORIGIN_IDS: Readonly<Record<NativeBetslipOrigin, string>> = {
  'android-app': '20',
  'ios-app': '21',
};

/**
 * The origin id the pricing and placement calls send for a `betslip-origin`. Any other text, even a
 * name the object inherits ('constructor'), is the web's: the id always fits the contract's digits.
 */
export function betslipOriginId(betslipOrigin: string | null | undefined): string {
  return betslipOrigin && Object.hasOwn(BETSLIP_ORIGIN_IDS, betslipOrigin)
    ? BETSLIP_ORIGIN_IDS[betslipOrigin as NativeBetslipOrigin]
    : DEFAULT_ORIGIN_ID;
}
