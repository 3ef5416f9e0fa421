import {
  AllCachedSettingsQuery,
  apiRoutes,
  CouponQuery,
  IdParams,
  Settings,
  type SettingsInput,
} from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors.ts';
import type { CmsRepository } from './cms-repository.ts';

/** CMS content (SPEC.md §7 Content) and the currency list (§7 Account). */
export function cmsRoutes(cms: CmsRepository) {
  return function (app: FastifyInstance): Promise<void> {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const document = async <T>(key: string, what: string): Promise<T> => {
      const body = await cms.get<T>(key);
      if (body === undefined) throw new NotFoundError(`${what} not found`);
      return body;
    };

    api.get(
      apiRoutes.allCachedSettings,
      { schema: { querystring: AllCachedSettingsQuery } },
      async (request, reply) => {
        const channel = request.query.mc === 'mobile' ? 'mobile' : 'web';
        const stored = (await cms.get<SettingsInput>(`settings:${channel}`)) ?? {};
        // Every default of SPEC.md §3 is filled in; a currency parameter picks that currency.
        const settings = Settings.parse({
          ...stored,
          ...(request.query.c ? { currencyCode: request.query.c.toUpperCase() } : {}),
        });
        reply.header('cache-control', 'public, max-age=300');
        return { settings };
      },
    );

    api.get(apiRoutes.tabs, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { sections: await document('tabs', 'Tabs') };
    });

    api.get(apiRoutes.topSports, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { sports: await document('top_sports', 'Top sports') };
    });

    api.get(apiRoutes.couponGroup, { schema: { params: IdParams } }, async (request) =>
      document(`coupon_group:${request.params.id}`, `Coupon group ${request.params.id}`),
    );

    api.get(
      apiRoutes.coupon,
      { schema: { params: IdParams, querystring: CouponQuery } },
      async (request) => ({
        coupon: await document(`coupon:${request.params.id}`, `Coupon ${request.params.id}`),
      }),
    );

    api.get(apiRoutes.submenu, { schema: { params: IdParams } }, async (request) =>
      document(`submenu:${request.params.id}`, `Submenu ${request.params.id}`),
    );

    api.get(apiRoutes.currencies, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=900');
      return { currencies: await document('currencies', 'Currencies') };
    });
    return Promise.resolve();
  };
}
