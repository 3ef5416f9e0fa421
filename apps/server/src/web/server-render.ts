import { FEED_MARK_HEADER } from '@sb/contract';
import { DEFAULT_SORT_BY, type SortBy } from '@sb/domain';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withBrandHead } from './brand-head.ts';
import type { BrandPage } from './brand-page.ts';
import { escapeHtml } from './escape-html.ts';
import { openerPolicyForPage } from './opener-policy.ts';
import type { PageAssets } from './page-assets.ts';
import type { PageRenderer, PageRequest, RenderedPage } from './page-renderer.ts';
import { startScriptTag } from './start-script.ts';

/**
 * Server-rendered pages (docs/decisions/first-screen.md): the built index.html with the page's
 * markup in #root, its title and meta tags in the head, and the language, direction and theme on
 * <html>, the brand's head (brand-head.ts). Anonymous pages only: the server never sees a player's
 * session (it lives in the browser), so a page is the same for every visitor with the same brand,
 * URL, layout, theme and time zone, and is shared between them for a few seconds.
 */

/**
 * A rendered page is fresh for 5 s; up to 15 s (the lists' poll interval, so the HTML never trails the
 * catalogue's own answers by more than the browser's polling would) it is still sent at once while
 * the page renders again behind it. The browser's queries refetch what has gone stale meanwhile.
 * A write to what pages are rendered from (`dataGeneration`) ends that at once: a resulted market
 * or a published page is never served from a page rendered before it.
 */
export const PAGE_CACHE_MS = 5_000;
export const PAGE_STALE_MS = 15_000;
const PAGE_CACHE_ENTRIES = 300;

export interface ServerRenderOptions {
  /** index.html as built. */
  template: string;
  /** The built stylesheets and chunks a page needs beyond index.html's. */
  assets: PageAssets;
  /** The API a page's data comes from: undefined for this process (in-process calls), else its origin. */
  apiOrigin: string | undefined;
  /**
   * Moves whenever the catalogue or the content changes (their answer caches' generations), when the
   * API is this process; an API elsewhere does not say, and its pages age out by time alone.
   */
  dataGeneration?: () => number;
  now?: () => number;
}

interface CachedPage {
  status: number;
  html: string;
  renderedAt: number;
  /** `dataGeneration` when the render began: a write during it leaves the page out of date. */
  generation: number;
}

/**
 * The answer to a page request, or false when the page is not one the server renders (the caller
 * sends the app's shell instead). Rendering failures are logged and also answer false: the browser
 * can still render the page itself.
 */
export function serverRender(app: FastifyInstance, renderer: PageRenderer, options: ServerRenderOptions) {
  const now = options.now ?? Date.now;
  const dataGeneration = options.dataGeneration ?? (() => 0);
  const template = splitTemplate(options.template, options.assets);
  const cache = new Map<string, CachedPage>();
  const refreshing = new Set<string>();

  /** The page for this request, or null (not the server's to render, or it failed: logged). */
  async function render(request: FastifyRequest, brandPage: BrandPage): Promise<RenderedPage | null> {
    const { visitor, brand, theme } = brandPage;
    try {
      return await renderer.renderPage({
        url: request.url,
        desktop: visitor.desktop,
        timeZone: visitor.timeZone,
        sortBy: visitor.sortBy,
        layout: visitor.layout,
        theme,
        brand: { code: brand.code, portalId: brand.portalId },
        fetch: apiFetch(app, request, options.apiOrigin),
      });
    } catch (error) {
      request.log.error(
        { err: error, url: request.url },
        'server render failed: the browser renders the page',
      );
      return null;
    }
  }

  /** The whole document as it streams out; kept in the cache once complete. */
  function documentStream(
    page: RenderedPage,
    brandPage: BrandPage,
    key: string,
    generation: number,
  ): Transform {
    const chunks: string[] = [];
    const stylesheets = options.assets.stylesheets(page.cssModules);
    const modules = options.assets.modules(page.routeModules, stylesheets);
    let head = template.head(page, brandPage, stylesheets);
    const body = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const text = head + chunk.toString('utf8');
        head = '';
        chunks.push(text);
        done(null, text);
      },
      flush(done) {
        const text = head + template.tail(modules);
        chunks.push(text);
        cache.delete(key);
        if (cache.size >= PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
        cache.set(key, { status: page.status, html: chunks.join(''), renderedAt: now(), generation });
        done(null, text);
      },
    });
    page.pipe(body);
    return body;
  }

  /** Renders the page again behind a stale answer, once at a time per page. */
  function refresh(request: FastifyRequest, brandPage: BrandPage, key: string): void {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    void (async () => {
      const generation = dataGeneration();
      const page = await render(request, brandPage);
      if (page) for await (const _chunk of documentStream(page, brandPage, key, generation));
    })()
      .catch((error: unknown) => request.log.error({ err: error, url: request.url }, 'page refresh failed'))
      .finally(() => refreshing.delete(key));
  }

  return async function renderReply(
    request: FastifyRequest,
    reply: FastifyReply,
    brandPage: BrandPage,
  ): Promise<boolean> {
    const { brand, theme, visitor } = brandPage;
    const key = [
      brand.code,
      request.url,
      visitor.desktop,
      theme,
      visitor.timeZone,
      visitor.sortBy,
      visitor.layout,
    ].join('|');
    const generation = dataGeneration();
    const cached = cache.get(key);
    const age = cached ? now() - cached.renderedAt : Number.POSITIVE_INFINITY;
    if (cached && cached.generation === generation && age < PAGE_STALE_MS) {
      if (age >= PAGE_CACHE_MS) refresh(request, brandPage, key);
      sendHeaders(reply, cached.status, age < PAGE_CACHE_MS ? 'HIT' : 'STALE');
      openerPolicyForPage(request, reply);
      await reply.send(cached.html);
      return true;
    }
    const page = await render(request, brandPage);
    if (!page) return false;
    sendHeaders(reply, page.status, 'MISS');
    openerPolicyForPage(request, reply);
    await reply.send(documentStream(page, brandPage, key, generation));
    return true;
  };
}

function sendHeaders(reply: FastifyReply, status: number, cache: 'HIT' | 'STALE' | 'MISS'): void {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    // Browsers ask again each time (prices move); the sharing happens here, per visitor kind.
    .header('cache-control', 'no-cache')
    .header('x-page-cache', cache);
  // The maintenance page: ask again in five minutes (crawlers keep the site's pages meanwhile).
  if (status === 503) reply.header('retry-after', '300');
}

export interface Visitor {
  desktop: boolean;
  /** The `theme` query flag of this visit. */
  flagTheme: 'light' | 'dark' | undefined;
  /** The theme the visitor's browser applied last (cookie sb_theme). */
  cookieTheme: 'light' | 'dark' | undefined;
  timeZone: string;
  /**
   * The lists' sort order the browser keeps (cookie sb_sort), else the default: a list is rendered in
   * that order, and a visitor without the cookie shares the page of one with the default.
   */
  sortBy: SortBy;
  /**
   * The lists' layout the browser keeps (cookie sb_layout: 'asian' or 'euro', anything else euro).
   * The renderer still asks the brand's view_types, as the browser does.
   */
  layout: 'asian' | 'euro';
}

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** What the server may assume about the browser: no personal data, only how to lay the page out. */
export function visitorOf(request: FastifyRequest): Visitor {
  const hint = request.headers['sec-ch-ua-mobile'];
  const desktop = hint === '?0' || (hint !== '?1' && !MOBILE_AGENT.test(request.headers['user-agent'] ?? ''));
  const cookies = parseCookies(request.headers.cookie ?? '');
  const theme = (text: string | null | undefined) => (text === 'dark' || text === 'light' ? text : undefined);
  return {
    desktop,
    flagTheme: theme(new URLSearchParams(request.url.split('?')[1] ?? '').get('theme')),
    cookieTheme: theme(cookies.get('sb_theme')),
    timeZone: validTimeZone(cookies.get('sb_tz')),
    sortBy: sortOf(cookies.get('sb_sort')) ?? DEFAULT_SORT_BY,
    layout: cookies.get('sb_layout') === 'asian' ? 'asian' : 'euro',
  };
}

function sortOf(text: string | undefined): SortBy | undefined {
  return text === 'competition' || text === 'time' ? text : undefined;
}

function validTimeZone(zone: string | undefined): string {
  if (!zone || zone.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A malformed cookie is someone else's; it changes nothing here.
    }
  }
  return cookies;
}

/**
 * The page's §7 calls: to this process's own routes through `inject` (no socket, the visitor's
 * address for the rate limits), or to the configured API over HTTP.
 */
function apiFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  apiOrigin: string | undefined,
): PageRequest['fetch'] {
  if (apiOrigin) return (url, init) => fetch(new URL(url, apiOrigin), init);
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: request.ip,
    });
    const feedMark = answer.headers[FEED_MARK_HEADER];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: {
        'content-type': String(answer.headers['content-type'] ?? 'application/json'),
        // The page's live answers go into it with their marks: its feed resumes from them.
        ...(typeof feedMark === 'string' ? { [FEED_MARK_HEADER]: feedMark } : {}),
      },
    });
  };
}

/**
 * index.html around its `<div id="root"></div>`, without the entry script and module preloads that Vite
 * put in its head: a rendered page starts them after its first paint (start-script.ts).
 */
function splitTemplate(html: string, assets: PageAssets) {
  const root = '<div id="root">';
  const at = html.indexOf(root);
  const close = html.indexOf('</div>', at);
  if (at < 0 || close < 0) throw new Error('index.html has no <div id="root"></div>');
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module script');
  const shellModules = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map(
    (match) => match[1]!,
  );
  const withoutScripts = (text: string) =>
    text
      .replace(entry[0], '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/\n\s*\n/g, '\n');
  const before = withoutScripts(html.slice(0, at + root.length));
  const after = withoutScripts(html.slice(close));
  const bodyEnd = after.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('index.html has no </body>');
  return {
    /** The rest of the document, with the script that starts the page's `modules`. */
    tail(modules: readonly string[]): string {
      const preloads = [...new Set([...shellModules, ...modules])];
      return after.slice(0, bodyEnd) + startScriptTag(entry[1]!, preloads) + after.slice(bodyEnd);
    },
    head(page: RenderedPage, brandPage: BrandPage, stylesheets: readonly string[]): string {
      const { theme } = brandPage;
      const attributes = [
        `lang="${escapeHtml(page.lang)}"`,
        `dir="${page.dir}"`,
        ...(theme ? [`data-theme="${theme}"`] : []),
      ].join(' ');
      let text = before
        .replace(/<html[^>]*>/, () => `<html ${attributes}>`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.head.title)}</title>`);
      for (const meta of page.head.metas) {
        const tag = `<meta name="${escapeHtml(meta.name)}" content="${escapeHtml(meta.content)}" />`;
        const existing = new RegExp(`<meta\\s+name="${meta.name.replace(/[^\w-]/g, '')}"[^>]*>`);
        text = existing.test(text)
          ? text.replace(existing, () => tag)
          : text.replace('</head>', () => `${tag}</head>`);
      }
      // The page's stylesheets written in: the shell's in place of its link, the lazy modules' after
      // it (the cascade's order).
      const inline = (href: string) => {
        const css = assets.cssText(href);
        return css === undefined ? undefined : `<style data-href="${href}">${css}</style>`;
      };
      text = text.replace(
        /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
        (link, href: string) => inline(href) ?? link,
      );
      const links = stylesheets
        .filter((href) => !text.includes(`href="${href}"`))
        .map((href) => inline(href) ?? `<link rel="stylesheet" crossorigin href="${href}">`)
        .join('');
      // The brand's tokens after every stylesheet: they replace the product's colours.
      return withBrandHead(
        text.replace('</head>', () => `${links}</head>`),
        brandPage.head,
      );
    },
  };
}
