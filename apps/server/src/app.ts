import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { OddsMarginEntry } from '@sb/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { redactUrl, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { seedCatalog } from './db/seed.ts';
import { generateDemoCatalog } from './demo/generate-catalog.ts';
import { apiError } from './errors.ts';
import { createCatalogRepository } from './modules/catalog/catalog-repository.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { createCmsRepository } from './modules/cms/cms-repository.ts';
import { cmsRoutes } from './modules/cms/cms-routes.ts';

z.config(en());

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

const API_PREFIXES = ['/api/', '/xapi/'];
const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api' || url === '/xapi';

/**
 * The whole back end as one Fastify app: database (migrated, demo data seeded), the API of
 * SPEC.md §7 and the built web app. Tests build it and call `inject`; main.ts listens.
 */
export async function buildApp(
  config: Config,
  options: { searchPath?: string; now?: () => Date } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Request bodies and auth headers never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    ...(options.searchPath ? { searchPath: options.searchPath } : {}),
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  app.log.info(
    {
      driver: database.driver,
      database: config.databaseUrl ? redactUrl(config.databaseUrl) : (config.dataDir ?? 'memory'),
    },
    'database ready',
  );
  if (config.demoSeed) {
    const now = (options.now ?? (() => new Date()))();
    const result = await seedCatalog(database.db, () => generateDemoCatalog({ now }), now);
    app.log.info({ result }, 'demo catalogue');
  }

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip || 'no-ip',
    // The limit guards the API; the web app's own files are cached by the browser and a CDN.
    allowList: (request) => !isApiPath(request.url),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const issues = error.validation.map((issue) => ({
        path: `${context}${issue.instancePath.replaceAll('/', '.')}`.replace(/\.$/, ''),
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
      return reply.status(500).send(apiError(500, 'INTERNAL', 'Internal server error'));
    }
    const code =
      status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST');
    return reply.status(status).send(apiError(status, code, error.message));
  });

  const cms = createCmsRepository(database.db);
  const margins = async () =>
    (await cms.get<{ version: number; margins: OddsMarginEntry[] }>('margins')) ?? {
      version: 0,
      margins: [],
    };
  const clock = options.now ?? (() => new Date());
  const catalog = createCatalogRepository(database.db, async () => (await margins()).margins, clock);

  app.get('/api/health', () => Promise.resolve({ status: 'ok' }));
  // The bench's baseline: a bare route with no database behind it.
  app.get('/api/ping', (_request, reply) => reply.type('text/plain').send('pong'));
  await app.register(catalogRoutes(catalog, margins));
  await app.register(cmsRoutes(cms));

  const hasWeb = existsSync(join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join(config.webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      return reply
        .status(404)
        .send(apiError(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (or `npm start`).');
    }
    // Deep links (/en/sports/240-FOOT) get the single-page app, which routes on the client.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
