import type { LoginFailure } from '@sb/domain';
import { HttpError } from '../../api/http.ts';

/** A failed login call as the domain's error rule reads it (SPEC.md §8 "Login"). */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!(error instanceof HttpError) || error.status === 0) return { kind: 'network' };
  return { kind: 'http', status: error.status, responseCode: error.body?.reasonJson?.responseCode };
}
