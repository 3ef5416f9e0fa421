import { AllCachedSettingsQuery, apiRoutes, CouponQuery, IdParams } from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors.ts';
import { sendCachedJson } from '../../http/cached-json.ts';
import { requestLocale } from '../catalog/index.ts';

/** §9 "default API cache 60 s": content is published, not live. */
const CONTENT_CACHE = 'public, max-age=60';

/** CMS content and brand settings (SPEC.md §7 Content). */
export const cmsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { cms } = app;

  app.get(
    apiRoutes.allCachedSettings,
    { schema: { querystring: AllCachedSettingsQuery } },
    async (request, reply) => {
      // `mc` picks the channel; `cached`, `all`, `l` and `pub` ask for what we always send.
      const channel = request.query.mc === 'mobile' ? 'mobile' : 'web';
      const currency = request.query.c?.toUpperCase();
      const brand = request.brand.code;
      const body = await cms.answer(`settings:${brand}:${channel}:${currency ?? ''}`, async () => ({
        settings: await cms.settings(brand, channel, currency),
      }));
      return sendCachedJson(request, reply, body!, CONTENT_CACHE);
    },
  );

  // The menu's labels in the language of `l` where the CMS has them (menu_labels), else as the tabs hold them.
  app.get(apiRoutes.tabs, async (request, reply) => {
    const locale = requestLocale(request);
    const body = await cms.answer(`tabs:${locale}`, async () => ({
      sections: await cms.repository.tabs(locale),
    }));
    return sendCachedJson(request, reply, body!, CONTENT_CACHE);
  });

  // Sport names in the language of `l`, as the catalogue names them (modules/catalog names/).
  app.get(apiRoutes.topSports, async (request, reply) => {
    const names = app.catalog.names.translator(requestLocale(request));
    const body = await cms.answer(`top_sports:${names.locale}`, async () => ({
      sports: (await cms.repository.topSports()).map((s) => ({ ...s, name: names.sport(s.code, s.name) })),
    }));
    return sendCachedJson(request, reply, body!, CONTENT_CACHE);
  });

  app.get(apiRoutes.couponGroup, { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    const body = await cms.answer(`coupon_group:${id}`, () => cms.repository.couponGroup(id));
    if (!body) throw new NotFoundError(`Coupon group ${id} not found`);
    return sendCachedJson(request, reply, body, CONTENT_CACHE);
  });

  // `coupon_info=true` asks for the coupon's definition, which is all this endpoint serves.
  app.get(
    apiRoutes.coupon,
    { schema: { params: IdParams, querystring: CouponQuery } },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cms.answer(`coupon:${id}`, async () => {
        const coupon = await cms.repository.coupon(id);
        return coupon && { coupon };
      });
      if (!body) throw new NotFoundError(`Coupon ${id} not found`);
      return sendCachedJson(request, reply, body, CONTENT_CACHE);
    },
  );

  app.get(apiRoutes.submenu, { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    const body = await cms.answer(`submenu:${id}`, () => cms.repository.submenu(id));
    if (!body) throw new NotFoundError(`Submenu ${id} not found`);
    return sendCachedJson(request, reply, body, CONTENT_CACHE);
  });

  done();
};
