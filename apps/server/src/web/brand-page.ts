import { ServerSettings } from '@sb/contract';
import * as z from 'zod/mini';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Brand } from '../modules/brands/index.ts';
import { brandHead, pageTheme, type BrandHead } from './brand-head.ts';
import { visitorOf, type Visitor } from './server-render.ts';

/** A page request as the brand sees it: whose page, with which settings, in which theme and head. */
export interface BrandPage {
  brand: Brand;
  settings: ServerSettings;
  visitor: Visitor;
  theme: 'light' | 'dark' | undefined;
  head: BrandHead;
}

/**
 * The brand's side of a page request. Its settings come from where the page's data comes from:
 * this process's CMS, or the configured API (`apiOrigin`, an operator's own back end) over HTTP.
 */
export async function brandPageOf(
  app: FastifyInstance,
  request: FastifyRequest,
  apiOrigin: string | undefined,
): Promise<BrandPage> {
  const visitor = visitorOf(request);
  const { brand } = request;
  const channel = visitor.desktop ? 'web' : 'mobile';
  const settings = apiOrigin
    ? await remoteSettings(apiOrigin, brand.code, channel).catch((err: unknown) => {
        // The page still renders, as the product looks; the app fetches the settings itself.
        request.log.error({ err, brand: brand.code }, 'brand settings unavailable from the API');
        return ServerSettings.parse({});
      })
    : await app.cms.settings(brand.code, channel);
  return { brand, settings, visitor, theme: pageTheme(settings, visitor), head: brandHead(brand, settings) };
}

/** The API's answers are published content (§9 default API cache 60 s): kept as long here. */
const REMOTE_TTL_MS = 60_000;
const remote = new Map<string, { at: number; settings: Promise<ServerSettings> }>();

function remoteSettings(
  apiOrigin: string,
  brand: string,
  channel: 'web' | 'mobile',
): Promise<ServerSettings> {
  const key = `${apiOrigin}|${brand}|${channel}`;
  const hit = remote.get(key);
  if (hit && Date.now() - hit.at < REMOTE_TTL_MS) return hit.settings;
  const settings = fetchSettings(apiOrigin, brand, channel);
  remote.set(key, { at: Date.now(), settings });
  settings.catch(() => remote.delete(key));
  return settings;
}

async function fetchSettings(
  apiOrigin: string,
  brand: string,
  channel: 'web' | 'mobile',
): Promise<ServerSettings> {
  const url = new URL('/api/all_cached_settings', apiOrigin);
  for (const [key, value] of Object.entries({ cached: 't', all: 't', pub: brand, mc: channel }))
    url.searchParams.set(key, value);
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return z.object({ settings: ServerSettings }).parse(await response.json()).settings;
}
