import type { ApiError } from '@sb/contract';

/** A 404 with the resource named: 'Event 123 not found'. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

export function apiError(
  statusCode: number,
  code: string,
  message: string,
  extra: Partial<ApiError> = {},
): ApiError {
  return { statusCode, code, message, ...extra };
}
