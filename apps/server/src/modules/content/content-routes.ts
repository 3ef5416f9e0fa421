import {
  AdvertParams,
  AdvertsQuery,
  type AdvertsResponse,
  BrandCode,
  ContentQuery,
  contentRoutes as routes,
  ExternalHeader,
  GcbSealQuery,
  type GcbSealResponse,
  HtmlWidgetParams,
  HtmlWidgetQuery,
  type NewsPopupsResponse,
  PromotionParams,
  type PromotionsResponse,
  PublicPageParams,
  SvgParams,
} from '@sb/contract';
import type { onSendHookHandler } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { NotFoundError } from '../../errors.ts';
import { sendCachedJson } from '../../http/cached-json.ts';
import type { Channel } from '../cms/index.ts';
import { createContentService } from './content-service.ts';
import {
  EXTERNAL_HEADER_POLICY,
  externalHeaderDocument,
  fallbackHeader,
  fetchExternalHeader,
} from './external-header-frame.ts';

/** §9 "default API cache 60 s": content is published, not live. */
const CONTENT_CACHE = 'public, max-age=60';
/** A player's adverts say what they did (deposited, bet): no shared cache may keep them. */
const PLAYER_CACHE = 'private, no-store';
/** An icon changes when the operator's design does: a day in any cache. */
const SVG_CACHE = 'public, max-age=86400';
/**
 * An icon is operator markup opened at its own address: no script, nothing loaded, styles inline
 * only, and sandboxed should a browser render it as a document.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET: the external header a brand's external_header_url names in the demo (demo/brands.ts). */
export const DEMO_EXTERNAL_HEADER_ROUTE = '/demo/external-header/:brand';
export const demoExternalHeaderPath = (brand: string) => `/demo/external-header/${brand}`;

const ExternalHeaderParams = z.object({ brand: BrandCode });

export interface ContentRoutesOptions {
  /** Serve the demo's external headers (DEMO_SEED: the demo settings point at them). */
  demoExternalHeader: boolean;
}

const channelOf = (query: { mc?: Channel | undefined }): Channel =>
  query.mc === 'mobile' ? 'mobile' : 'web';

/** The adverts answer differs by caller: a cache in between keys it by the Authorization header too. */
const varyByAuthorization: onSendHookHandler = (_request, reply, payload, done) => {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, authorization` : 'authorization');
  done(null, payload);
};

/** `?active` asks for an active widget only; `active=false` (or 0) for the widget in any state. */
const onlyActive = (active: string | undefined) =>
  active !== undefined && active !== 'false' && active !== '0';

/**
 * The operator's content (SPEC.md §7 Content; §3 Advert, Html widget, News popup; §6 advert
 * audiences): every answer for the request's brand in the language `l` picks, cached a minute.
 */
export const contentRoutes: FastifyPluginCallbackZod<ContentRoutesOptions> = (app, options, done) => {
  const content = createContentService(app);

  app.get(
    routes.adverts,
    { schema: { params: AdvertParams, querystring: AdvertsQuery }, onSend: varyByAuthorization },
    async (request, reply) => {
      const brand = request.brand.code;
      const { placement } = request.params;
      // `player_type` and `username` say what the web believes; the token decides.
      const viewer = await content.viewerOf(request);
      const language = await content.languageOf(brand, channelOf(request.query), request.query.l);
      // The answer depends on the caller only through the audiences they see: one entry per set.
      const audiences = content.audiencesOf(viewer);
      const body = await content.answer(
        `adverts:${brand}:${language}:${placement}:${audiences.join(',')}`,
        async (): Promise<AdvertsResponse> => {
          const adverts = await content.repository.adverts(brand, language, placement);
          // An unknown placement is an empty one: an operator may lay out a slot before filling it.
          return { placement, adverts: adverts.filter((a) => audiences.includes(a.audience)) };
        },
      );
      const cacheControl = request.headers.authorization === undefined ? CONTENT_CACHE : PLAYER_CACHE;
      return sendCachedJson(request, reply, body!, cacheControl);
    },
  );

  app.get(
    routes.htmlWidget,
    { schema: { params: HtmlWidgetParams, querystring: HtmlWidgetQuery } },
    async (request, reply) => {
      const brand = request.brand.code;
      const { id } = request.params;
      const activeOnly = onlyActive(request.query.active);
      const language = await content.languageOf(brand, channelOf(request.query), request.query.l);
      const body = await content.answer(`html_widget:${brand}:${language}:${id}:${activeOnly}`, async () => {
        const found = await content.repository.htmlWidget(brand, language, id);
        return found && (found.active || !activeOnly) ? found.widget : undefined;
      });
      if (!body) throw new NotFoundError(`HTML widget ${id} not found`);
      return sendCachedJson(request, reply, body, CONTENT_CACHE);
    },
  );

  app.get(routes.newsPopups, { schema: { querystring: ContentQuery } }, async (request, reply) => {
    const brand = request.brand.code;
    const language = await content.languageOf(brand, channelOf(request.query), request.query.l);
    const body = await content.answer(
      `news_popups:${brand}:${language}`,
      async (): Promise<NewsPopupsResponse> => ({
        popups: await content.repository.newsPopups(brand, language, app.clock()),
      }),
    );
    return sendCachedJson(request, reply, body!, CONTENT_CACHE);
  });

  app.get(routes.promotions, { schema: { querystring: ContentQuery } }, async (request, reply) => {
    const brand = request.brand.code;
    const language = await content.languageOf(brand, channelOf(request.query), request.query.l);
    const body = await content.answer(
      `promotions:${brand}:${language}`,
      async (): Promise<PromotionsResponse> => ({
        promotions: await content.repository.promotions(brand, language, app.clock()),
      }),
    );
    return sendCachedJson(request, reply, body!, CONTENT_CACHE);
  });

  app.get(
    routes.promotion,
    { schema: { params: PromotionParams, querystring: ContentQuery } },
    async (request, reply) => {
      const brand = request.brand.code;
      const { slug } = request.params;
      const language = await content.languageOf(brand, channelOf(request.query), request.query.l);
      const body = await content.answer(`promotion:${brand}:${language}:${slug}`, () =>
        content.repository.promotion(brand, language, slug, app.clock()),
      );
      if (!body) throw new NotFoundError(`Promotion ${slug} not found`);
      return sendCachedJson(request, reply, body, CONTENT_CACHE);
    },
  );

  app.get(
    routes.publicPage,
    { schema: { params: PublicPageParams, querystring: ContentQuery } },
    async (request, reply) => {
      const brand = request.brand.code;
      const { slug } = request.params;
      const language = await content.languageOf(brand, channelOf(request.query), request.query.l);
      const body = await content.answer(`public_page:${brand}:${language}:${slug}`, () =>
        content.repository.publicPage(brand, language, slug),
      );
      if (!body) throw new NotFoundError(`Page ${slug} not found`);
      return sendCachedJson(request, reply, body, CONTENT_CACHE);
    },
  );

  app.get(routes.gcbSeals, { schema: { querystring: GcbSealQuery } }, async (request, reply) => {
    // The web sends the page's host, port included: a seal is the host name's, on any port.
    const host = request.query.host.toLowerCase().replace(/:\d+$/, '');
    const body = await content.answer(`gcb_seal:${host}`, async () => {
      const token = await content.repository.gcbSeal(host);
      return token === undefined ? undefined : ({ token } satisfies GcbSealResponse);
    });
    if (!body) throw new NotFoundError(`No licence seal for ${host}`);
    return sendCachedJson(request, reply, body, CONTENT_CACHE);
  });

  app.get(routes.svg, { schema: { params: SvgParams } }, async (request, reply) => {
    const { type, file } = request.params;
    const name = file.slice(0, -'.svg'.length);
    const body = await content.repository.svgIcon(type, name);
    if (body === undefined) throw new NotFoundError(`Icon ${type}/${file} not found`);
    return reply
      .type('image/svg+xml')
      .header('content-security-policy', SVG_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', SVG_CACHE)
      .send(body);
  });

  app.get(routes.externalHeaderFrame, { schema: { querystring: ContentQuery } }, async (request, reply) => {
    const brand = request.brand.code;
    const settings = await app.cms.settings(brand, 'web');
    const url = settings.external_header_url;
    if (!url) throw new NotFoundError(`${brand} has no external header`);
    const language = await content.languageOf(brand, 'web', request.query.l);
    // Asked at most once a minute per brand and language; a failure is kept as long, so an
    // operator's site that is down is not asked again by every page.
    const cached = await content.answer(`external_header_frame:${brand}:${language}`, async () => {
      const fetched = await fetchExternalHeader(app, url, brand);
      if ('header' in fetched) return fetched.header;
      app.log.warn({ brand, reason: fetched.error }, 'external header unavailable: the brand name shows');
      return fallbackHeader(settings.brand_name, language);
    });
    const header = ExternalHeader.parse(JSON.parse(cached!.body.toString('utf8')));
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', EXTERNAL_HEADER_POLICY)
      .header('cache-control', CONTENT_CACHE)
      .header('vary', 'x-sb-brand')
      .send(externalHeaderDocument(header, language));
  });

  if (options.demoExternalHeader) {
    app.get(
      DEMO_EXTERNAL_HEADER_ROUTE,
      { schema: { params: ExternalHeaderParams } },
      async (request, reply) => {
        const { brand } = request.params;
        const body = await content.answer(`external_header:${brand}`, () =>
          content.repository.externalHeader(brand),
        );
        if (!body) throw new NotFoundError(`No external header for ${brand}`);
        return sendCachedJson(request, reply, body, CONTENT_CACHE);
      },
    );
  }

  done();
};
