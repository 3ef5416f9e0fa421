import type { ApiError } from '@sb/contract';

/** A 404 naming the resource: `new NotFoundError('Event 123 not found')`. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/**
 * A 400 for a rule the schema alone cannot state (dateFrom after dateTo); `field` is the input path
 * as the schema errors name it (`query.dateTo`).
 */
export class InputError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/**
 * A refusal with its own status and code: 401 UNAUTHORIZED, 402 ACCOUNT_SUSPENDED with the operator
 * code INT009, 422 INSUFFICIENT_FUNDS, 429 with retryAfterSeconds ...
 */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Pick<ApiError, 'reasonJson' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
  }
}

export function apiError(
  statusCode: number,
  code: string,
  message: string,
  extra: Partial<ApiError> = {},
): ApiError {
  return { statusCode, code, message, ...extra };
}

/** The answer to a path that serves nothing (or no longer does): a JSON 404 naming the method and path. */
export function noRouteError({ method, url }: { method: string; url: string }): ApiError {
  return apiError(404, 'NOT_FOUND', `No route ${method} ${url.split('?')[0] ?? ''}`);
}
