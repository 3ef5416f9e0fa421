import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiProblem, apiError, InputError, noRouteError } from '../errors.ts';

/** Fastify names the query string `querystring`; callers know it as the query. */
const CONTEXT_NAMES: Record<string, string> = { querystring: 'query' };

/**
 * Headers that describe the body an error replaces. A file's answer sets them before its stream opens
 * (@fastify/static: a brotli copy's encoding, a year of caching, validators); if the stream then fails,
 * the error's JSON must not go out as `br` or be cached for a year.
 */
const ANSWER_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
] as const;

/**
 * Every error becomes an `ApiError` body (packages/contract common.ts):
 * - schema failures: 400 VALIDATION naming the first bad field (`query.eventsPerPage`) plus every issue;
 * - an ApiProblem: its status, code and extras (the operator code of a refused login, Retry-After);
 * - other 4xx: their own message (a 404 names the missing resource);
 * - a file gone between its lookup and its read (a deploy replacing the build under a running server):
 *   404, as if it had never been there;
 * - anything else: a bare 500; the details go to the log with method and url, never to the client.
 */
export const errorHandler = fp(
  (app: FastifyInstance, _options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      for (const header of ANSWER_HEADERS) reply.removeHeader(header);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
        const issues = error.validation.map((issue) => ({
          path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          message: issue.message ?? 'Invalid value',
        }));
        const first = issues[0];
        return reply.status(400).send(
          apiError(400, 'VALIDATION', first ? `${first.path}: ${first.message}` : 'Invalid request', {
            ...(first ? { field: first.path } : {}),
            issues,
          }),
        );
      }
      if (error instanceof InputError) {
        return reply.status(400).send(
          apiError(400, 'VALIDATION', error.message, {
            field: error.field,
            issues: [{ path: error.field, message: error.message }],
          }),
        );
      }
      if (error instanceof ApiProblem) {
        const { retryAfterSeconds } = error.extra;
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
        return reply
          .status(error.statusCode)
          .send(apiError(error.statusCode, error.code, error.message, error.extra));
      }
      if (error.code === 'ENOENT') {
        // The same answer as any path that never existed; the error's message names a server path.
        return reply.status(404).send(noRouteError(request));
      }
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
        return reply.status(500).send(apiError(500, 'INTERNAL', 'Internal server error'));
      }
      const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      return reply.status(status).send(apiError(status, code, error.message));
    });
    done();
  },
  { name: 'error-handler' },
);
