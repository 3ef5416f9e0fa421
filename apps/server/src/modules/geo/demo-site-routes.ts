import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { NotFoundError } from '../../errors.ts';

/** The demo control that closes a brand for maintenance, and opens it again (DEMO_CONTROLS only). */
export const DEMO_MAINTENANCE_ROUTE = '/api/demo/brands/:brand/maintenance';

const Params = z.object({ brand: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/)) });
const Body = z.object({ on: z.boolean() });

/**
 * What an operator's back office does when it starts or ends maintenance (§8 /maintenance): the
 * brand's `maintenance_mode` setting, on both channels, taking effect at once (the settings cache is
 * dropped). Registered only with DEMO_CONTROLS, for the demo and the browser tests; the site gate
 * lets it through, so a closed brand can be opened again.
 */
export const demoSiteRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(DEMO_MAINTENANCE_ROUTE, { schema: { params: Params, body: Body } }, async (request, reply) => {
    const { brand } = request.params;
    const changed = await app.cms.repository.patchStoredSettings(brand, {
      maintenance_mode: request.body.on,
    });
    if (changed === 0) throw new NotFoundError(`Brand ${brand} has no settings`);
    app.cms.invalidate();
    return reply.code(204).send();
  });
  done();
};
