import {
  BET_REJECTIONS,
  BETSLIP_NOTICES,
  type BetRejectionCode,
  type BetslipError,
  type BetslipNoticeCode,
} from '@sb/contract';

/** A rejection of the bet engine (SPEC.md §8), on a line (`ref`) or a selection (`outcomeId`). */
export function rejection(code: BetRejectionCode, ref?: string, outcomeId?: number): BetslipError {
  return {
    code,
    message: BET_REJECTIONS[code].text,
    ...(ref === undefined ? {} : { ref }),
    ...(outcomeId === undefined ? {} : { outcomeId }),
  };
}

/** A notice of the slip itself (not the bet engine's), shown like a rejection. */
export function notice(code: BetslipNoticeCode, ref?: string, outcomeId?: number): BetslipError {
  return {
    code,
    message: BETSLIP_NOTICES[code].text,
    ...(ref === undefined ? {} : { ref }),
    ...(outcomeId === undefined ? {} : { outcomeId }),
  };
}

/** §8: per-selection messages are shown de-duplicated; the same code on the same line once. */
export function dedupeErrors(errors: readonly BetslipError[]): BetslipError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}|${e.ref ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
