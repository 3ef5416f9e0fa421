import { ClientErrorReport, contentRoutes, MetricsQuery } from '@sb/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { insertClientError, insertMetric } from './telemetry-repository.ts';

/** A report is at most ~11,000 characters of text (ClientErrorReport): more is not one. */
const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

/** Enough of the browser's name to tell which one failed; a header is the client's free text. */
const USER_AGENT_MAX = 300;

/**
 * What the web app reports about itself: GET /api/metrics (SPEC.md §7 Content, "params app and
 * others") and POST /api/client_errors (§8, the error boundary "reports to an error-reporting
 * service"). Each is stored for the request's brand and answered 204. Neither keeps the caller's
 * address or player: a metric is about the page, an error about the code.
 */
export const telemetryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(contentRoutes.metrics, { schema: { querystring: MetricsQuery } }, async (request, reply) => {
    await insertMetric(app.db, request.brand.code, request.query, app.clock());
    // A GET: no cache may answer the next one in our place.
    return reply.header('cache-control', 'no-store').status(204).send();
  });

  app.post(
    contentRoutes.clientErrors,
    { bodyLimit: CLIENT_ERROR_BODY_LIMIT, schema: { body: ClientErrorReport } },
    async (request, reply) => {
      const report = request.body;
      await insertClientError(app.db, request.brand.code, report, userAgentOf(request), app.clock());
      // The message and the page only, enough to notice; the stacks are for reading in the table.
      request.log.warn(
        { clientError: { message: report.message, path: report.path } },
        'client error reported',
      );
      return reply.status(204).send();
    },
  );

  done();
};

/** The User-Agent, shortened; none when PostgreSQL could not store it (a NUL). */
function userAgentOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX);
  return agent && !agent.includes('\u0000') ? agent : null;
}
