import { apiRoutes } from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../http/cached-json.ts';
import { listCurrencies } from './currencies-repository.ts';

/** SPEC.md §7 Account: "GET /xapi/rest/currencies (cached 15 units)" — read as 15 minutes. */
const CURRENCIES_CACHE = 'public, max-age=900';

export const currenciesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(apiRoutes.currencies, async (request, reply) => {
    // Kept with the CMS answers: the operator edits currencies with the rest of the brand.
    const body = await app.cms.answer('currencies', async () => ({
      currencies: await listCurrencies(app.db),
    }));
    return sendCachedJson(request, reply, body!, CURRENCIES_CACHE);
  });
  done();
};
