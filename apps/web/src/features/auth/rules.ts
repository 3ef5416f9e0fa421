import { OTP_LENGTH, OTP_LOCK_S, TOKEN_EARLY_EXPIRY_S } from '@sb/domain';
import { HttpError } from '../../api/http.ts';

// TEMPORARY until acc-domain lands (packages/domain/src/accounts): replaced by its functions.

export function isLoginFormComplete(username: string, password: string): boolean {
  return username.trim() !== '' && password.trim() !== '';
}

export type OneTimeCodeProblem = 'required' | 'numeric' | 'minLength' | 'maxLength';
export function oneTimeCodeProblem(code: string): OneTimeCodeProblem | null {
  if (code === '') return 'required';
  if (!/^\d+$/.test(code)) return 'numeric';
  if (code.length < OTP_LENGTH) return 'minLength';
  if (code.length > OTP_LENGTH) return 'maxLength';
  return null;
}

export function otpLockRemainingSeconds(startedAt: number | null, now: number): number {
  if (startedAt === null) return 0;
  return Math.min(OTP_LOCK_S, Math.max(0, Math.ceil(OTP_LOCK_S - (now - startedAt) / 1000)));
}

export function isTokenUsable(expiresAt: number, now: number): boolean {
  return expiresAt - TOKEN_EARLY_EXPIRY_S * 1000 > now;
}

export function loginErrorKey(error: unknown): string {
  if (!(error instanceof HttpError) || error.status === 0) return 'something-went-wrong';
  const code = error.body?.reasonJson?.responseCode;
  if ([401, 402, 403, 421, 500].includes(error.status) && code) return `login-error-${code}`;
  if ([401, 402, 403].includes(error.status)) return `login-error-${error.status}`;
  if ([400, 404].includes(error.status)) return `error-${error.status}`;
  return 'error-500';
}

export function isSecurityAnswerValid(answer: string): boolean {
  return answer.trim() !== '';
}
