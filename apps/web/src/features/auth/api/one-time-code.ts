import { accountPaths, type OtpGenerateResponse, type RefreshResponse } from '@sb/contract';
import { getRequestContext, request } from '../../../api/http.ts';

/**
 * The one-time-code calls of SPEC.md §7 (authenticated with the login's token, which opens only
 * these until the code is passed).
 */

/** POST .../otp/generate: sends a code to the player's mobile number. */
export function generateOneTimeCode(): Promise<OtpGenerateResponse> {
  return request(accountPaths.otpGenerate(getRequestContext().locale), {
    method: 'POST',
    schema: 'OtpGenerateResponse',
    withAuth: true,
  });
}

/** POST .../otp/validate (form: code): the answer carries the full session (contract LoginResponse). */
export function validateOneTimeCode(code: string): Promise<RefreshResponse> {
  return request(accountPaths.otpValidate(getRequestContext().locale), {
    method: 'POST',
    body: { code },
    // The session and its new expiry are all the browser keeps from the answer.
    schema: 'RefreshResponse',
    withAuth: true,
  });
}
