import { OTP_LENGTH, OTP_LOCK_S } from '../constants.ts';

/**
 * The second factors of SPEC.md §4 "Login" (OTP flow) and §5 "One-time code", "Security answer".
 */

/**
 * What is wrong with a typed one-time code; each has a §5 text, kept in the web's locale files:
 * required 'Field should be required', numeric 'Field should be numeric', minLength 'Minimum
 * requirement not met', maxLength 'Maximum requirement not met'.
 */
export type OneTimeCodeProblem = 'required' | 'numeric' | 'minLength' | 'maxLength';

/**
 * The first problem of a one-time code, or null when it is exactly 6 digits (then Submit is enabled).
 * A code with anything but digits is 'numeric' whatever its length, so the message names the fix.
 *
 * @example oneTimeCodeProblem('12345') // 'minLength'
 * @public
 */
export function oneTimeCodeProblem(code: string): OneTimeCodeProblem | null {
  if (code === '') return 'required';
  if (!/^\d+$/.test(code)) return 'numeric';
  if (code.length < OTP_LENGTH) return 'minLength';
  if (code.length > OTP_LENGTH) return 'maxLength';
  return null;
}

/**
 * Seconds before another code may be requested (SPEC.md §4: locked 295 s from the stored start time,
 * so a reload does not reset it). Counts whole seconds up: 0.2 s left still shows 1. A start time in
 * the future (the device clock moved back) holds the full lock rather than more than it.
 */
export function otpLockRemainingSeconds(startedAtMs: number | null, nowMs: number): number {
  if (startedAtMs === null) return 0;
  const remaining = Math.ceil(OTP_LOCK_S - (nowMs - startedAtMs) / 1000);
  return Math.min(OTP_LOCK_S, Math.max(0, remaining));
}

/** Request-new-code is enabled only once the lock has run out (SPEC.md §4). */
export function canRequestNewCode(startedAtMs: number | null, nowMs: number): boolean {
  return otpLockRemainingSeconds(startedAtMs, nowMs) === 0;
}

/**
 * The countdown as shown beside request-new-code: minutes, then seconds in two digits (SPEC.md §4
 * "shown in two-digit seconds"): 295 is '4:55', 9 is '0:09'.
 */
export function otpCountdownLabel(remainingSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(remainingSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A security answer counts once it has more than spaces (SPEC.md §5). */
export function isSecurityAnswerValid(answer: string): boolean {
  return answer.trim() !== '';
}

/** Submit of the security question: disabled while the answer is invalid or empty, or a check is running. */
export function canSubmitSecurityAnswer(answer: string, loading: boolean): boolean {
  return !loading && isSecurityAnswerValid(answer);
}
