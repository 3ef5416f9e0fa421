import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServerSettings } from '@sb/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, tempDir } from '../test/build-test-app.ts';
import { PageAssets } from './page-assets.ts';
import type { PageRenderer, RenderedPage } from './page-renderer.ts';
import { brandHead } from './brand-head.ts';
import type { BrandPage } from './brand-page.ts';
import { serverRender, visitorOf, type ServerRenderOptions } from './server-render.ts';
import { START_SCRIPT, WARM_INTL_PATH } from './start-script.ts';

/**
 * The web plugin with a server renderer: a stand-in for the web app's entry-server.js that fetches
 * through the handed-over API (in-process) and writes what it was told, so the tests see what the
 * server does around any renderer: head, <html> attributes, sharing, fallbacks.
 */
const RENDERER = `
let renders = 0;
export async function renderPage(request) {
  const path = request.url.split('?')[0];
  if (path === '/en/account') return null;
  if (path === '/en/broken') throw new Error('render failed');
  const answer = await request.fetch('/xapi/rest/events?eventsPerPage=1&l=en', { method: 'GET', headers: { Accept: 'application/json' } });
  const body = await answer.json();
  renders += 1;
  return {
    status: path === '/en/missing' ? 404 : path === '/en/maintenance' ? 503 : 200,
    cssModules: ['k2j4x', 'zzzzz'],
    routeModules: ['src/routes/home.tsx'],
    lang: 'ar',
    dir: 'rtl',
    head: {
      title: 'Football & <Friends> $&',
      metas: [{ name: 'description', content: '"Odds" <b>' }, { name: 'robots', content: 'index' }],
    },
    pipe(out) {
      out.end((path === '/en/big' ? '<p>' + 'odds '.repeat(2000) + '</p>' : '') + '<p>' + body.events[0].description + '</p><p>' + [request.desktop, request.theme, request.timeZone, renders].join('|') + '</p><i>' + request.sortBy + '</i><u>' + request.layout + '</u>');
    },
  };
}
`;

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="Default" /><title>Sportsbook</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-3.js"></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const web = tempDir('sb-web-');
const ssr = tempDir('sb-web-ssr-');
let app: FastifyInstance;

beforeAll(async () => {
  writeFileSync(join(web.path, 'index.html'), TEMPLATE);
  mkdirSync(join(web.path, 'assets'));
  writeFileSync(join(web.path, 'assets', 'home-abc.css'), '._section_k2j4x_6{margin:0}._title_k2j4x_9{}');
  writeFileSync(join(web.path, 'assets', 'sidebar-def.css'), '._menu_q8r7t_1{}');
  mkdirSync(join(web.path, '.vite'));
  writeFileSync(
    join(web.path, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_list-2.js'], isDynamicEntry: true },
      '_list-2.js': { file: 'assets/list-2.js', imports: ['_vendor-3.js'] },
      '_vendor-3.js': { file: 'assets/vendor-3.js' },
      'src/sidebar.tsx': {
        file: 'assets/sidebar-4.js',
        css: ['assets/sidebar-def.css'],
        isDynamicEntry: true,
      },
      'src/footer.tsx': { file: 'assets/footer-5.js', css: ['assets/home-abc.css'], isDynamicEntry: true },
    }),
  );
  writeFileSync(join(ssr.path, 'entry-server.js'), RENDERER);
  app = await buildTestApp({ webDist: web.path, webSsrDist: ssr.path });
});
afterAll(async () => {
  await app.close();
  web.remove();
  ssr.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const rendered = (body: string) => /<div id="root">(.*)<\/div><script/.exec(body)?.[1];

describe('server-rendered pages', () => {
  it("puts the page's markup, head and language into index.html, with data from the API in-process", async () => {
    const answer = await get('/en/sports');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const { events } = (await app.inject('/xapi/rest/events?eventsPerPage=1&l=en')).json<{
      events: { description: string }[];
    }>();
    expect(rendered(answer.body)).toContain(`<p>${events[0]!.description}</p>`);
    expect(answer.body).toContain('<html lang="ar" dir="rtl">');
    // Text from the operator's settings is escaped, and `$&` stays literal.
    expect(answer.body).toContain('<title>Football &amp; &lt;Friends&gt; $&amp;</title>');
    expect(answer.body).toContain('<meta name="description" content="&quot;Odds&quot; &lt;b&gt;" />');
    expect(answer.body).not.toContain('content="Default"');
    // The stylesheet of a CSS module the markup uses, and only that one, is written into the page.
    expect(answer.body).toContain(
      '<meta name="robots" content="index" />' +
        '<style data-href="/assets/home-abc.css">._section_k2j4x_6{margin:0}._title_k2j4x_9{}</style>' +
        '<meta name="sb-brand" content="sportsbook" data-portal-id="1"></head>',
    );
    // No script starts while the page is parsed: the starter at the end of the body loads the entry
    // after the first paint, with the template's modules, the route's module, what it imports and the
    // lazy part that stylesheet belongs to preloaded; each once, nothing the page does not show.
    expect(/<head>.*<\/head>/s.exec(answer.body)?.[0]).not.toMatch(/<script|modulepreload/);
    expect(answer.body).toContain(
      '<script data-entry="/assets/index.js" ' +
        'data-modules="/assets/vendor-3.js /assets/home-1.js /assets/list-2.js /assets/footer-5.js">' +
        `${START_SCRIPT}</script></body>`,
    );
    expect(answer.body).not.toContain('sidebar-');
    // Browsers ask again every time; the sharing is the server's.
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  // docs/decisions/security-hardening.md "The opener policy, where a window can have an opener".
  it('sends a page the browser itself opened without the opener policy, every other with it', async () => {
    const opened = { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' };
    const typed = await get('/en/sports', opened);
    expect(typed.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(String(typed.headers.vary)).toContain('sec-fetch-site');
    // Again from the page cache.
    expect((await get('/en/sports', opened)).headers['cross-origin-opener-policy']).toBeUndefined();
    const linked = await get('/en/sports', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' });
    expect(linked.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await get('/en/sports')).headers['cross-origin-opener-policy']).toBe('same-origin');
    // A page the browser renders (no starter to close the gap of a typed address) keeps it.
    expect((await get('/en/account', opened)).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("lets the browser run the page's starter, by its hash, and no other inline script", async () => {
    const answer = await get('/en/sports');
    const inline = [
      ...answer.body.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([^<]+)<\/script>/g),
    ];
    expect(inline.map((match) => match[1])).toEqual([START_SCRIPT]);
    const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it("has the starter warm Intl in a worker the web app ships, which the policy's 'self' allows", () => {
    expect(START_SCRIPT).toContain(`new Worker('${WARM_INTL_PATH}'`);
    const worker = join(import.meta.dirname, '../../../web/public', WARM_INTL_PATH);
    expect(existsSync(worker)).toBe(true);
    expect(readFileSync(worker, 'utf8')).toMatch(/new Intl\.DateTimeFormat/);
  });

  it('shares a page between visitors of the same kind for a few seconds, never across kinds', async () => {
    const first = await get('/en/sports/240-FOOT');
    const again = await get('/en/sports/240-FOOT');
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);

    const dark = await get('/en/sports/240-FOOT', { cookie: 'sb_theme=dark; sb_tz=Europe%2FMadrid' });
    expect(dark.headers['x-page-cache']).toBe('MISS');
    expect(dark.body).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(rendered(dark.body)).toMatch(/\|dark\|Europe\/Madrid\|/);
  });

  it("renders lists in the order of the visitor's sort cookie, a page of its own in the cache", async () => {
    const byTime = await get('/en/sports/1-TENN', { cookie: 'sb_sort=time' });
    expect(byTime.headers['x-page-cache']).toBe('MISS');
    expect(byTime.body).toContain('<i>time</i>');
    const byCompetition = await get('/en/sports/1-TENN', { cookie: 'sb_sort=competition' });
    expect(byCompetition.headers['x-page-cache']).toBe('MISS');
    expect(byCompetition.body).toContain('<i>competition</i>');
    // No cookie (a first visit), or one this version does not know: the default's page, shared.
    for (const cookie of ['', 'sb_sort=random']) {
      const page = await get('/en/sports/1-TENN', { cookie });
      expect(page.headers['x-page-cache']).toBe('HIT');
      expect(page.body).toContain('<i>competition</i>');
    }
  });

  it("renders lists in the visitor's layout cookie (asian or euro), each a page of its own in the cache", async () => {
    const asian = await get('/en/sports/2-BASK', { cookie: 'sb_layout=asian' });
    expect(asian.headers['x-page-cache']).toBe('MISS');
    expect(asian.body).toContain('<u>asian</u>');
    const euro = await get('/en/sports/2-BASK', { cookie: 'sb_layout=euro' });
    expect(euro.headers['x-page-cache']).toBe('MISS');
    expect(euro.body).toContain('<u>euro</u>');
    // No cookie, or a value the server does not render (thai, anything else): the euro page, shared.
    for (const cookie of ['', 'sb_layout=thai', 'sb_layout=%3Cb%3E']) {
      const page = await get('/en/sports/2-BASK', { cookie });
      expect(page.headers['x-page-cache']).toBe('HIT');
      expect(page.body).toContain('<u>euro</u>');
    }
    expect((await get('/en/sports/2-BASK', { cookie: 'sb_layout=asian' })).headers['x-page-cache']).toBe(
      'HIT',
    );
  });

  it('guesses the layout from the client hints or the user agent, and refuses an unknown time zone', async () => {
    const phone = await get('/en/live/sport', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      cookie: 'sb_tz=Mars%2FOlympus',
    });
    expect(rendered(phone.body)).toMatch(/<p>false\|\|UTC\|\d+<\/p>/);
    const hinted = await get('/en/live/sport', { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' });
    expect(rendered(hinted.body)).toMatch(/<p>true\|/);
    const flagged = await get('/en/live/sport?theme=light', { cookie: 'sb_theme=dark' });
    expect(flagged.body).toContain('data-theme="light"');
  });

  it("sends the app's shell for a page the renderer leaves to the browser, or when rendering fails", async () => {
    for (const url of ['/en/account', '/en/broken']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(
        TEMPLATE.replace('</head>', '<meta name="sb-brand" content="sportsbook" data-portal-id="1"></head>'),
      );
    }
  });

  it('compresses the page for a browser that accepts it', async () => {
    const answer = await get('/en/big', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.rawPayload.length).toBeLessThan(2_000);
  });

  it('answers a page that does not exist with 404 and the rendered not-found page', async () => {
    const answer = await get('/en/missing');
    expect(answer.statusCode).toBe(404);
    expect(rendered(answer.body)).toContain('<p>');
  });

  it('answers the maintenance page with 503 and when to ask again', async () => {
    const answer = await get('/en/maintenance');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('300');
    expect(rendered(answer.body)).toContain('<p>');
  });
});

describe("a brand's pages (SPEC.md §1 brands)", () => {
  const secondWeb = sql`brand = 'second' and channel in ('web', 'mobile')`;
  beforeAll(async () => {
    const look = JSON.stringify({
      brand_logo: '/brands/second.svg',
      brand_favicon: '/brands/second.png',
      brand_colors: { accent: '#ff9f1c', header: '#0d3b2e' },
      color_theme: 'dark mode',
      enable_switching_theme_modes: false,
    });
    await app.db.execute(sql`update settings set body = body || ${look}::jsonb where ${secondWeb}`);
    app.cms.invalidate();
  });

  it('names the brand, paints its colours, icon and fixed theme, whether rendered here or in the browser', async () => {
    for (const url of ['/en/sports', '/en/account']) {
      const answer = await get(url, { host: 'second.test', cookie: 'sb_theme=light' });
      expect(answer.body).toContain('<meta name="sb-brand" content="second" data-portal-id="2">');
      expect(answer.body).toContain(
        '<style id="sb-brand">:root,:root[data-theme]{--sb-accent:#ff9f1c;--sb-header-bg:#0d3b2e}</style>',
      );
      // Its raster favicon, not its SVG logo (an SVG icon is a document of its own to build).
      expect(answer.body).toContain('<link rel="icon" href="/brands/second.png">');
      // A dark-only brand: a light theme left by another visit does not flash.
      expect(answer.body).toMatch(/<html[^>]* data-theme="dark">/);
    }
    // The page the browser renders has the brand's name until the app sets the page's own.
    expect((await get('/en/account', { host: 'second.test' })).body).toContain('<title>Second Brand</title>');
  });

  it('shows the logo as the icon of a brand that has no favicon', async () => {
    await app.db.execute(sql`update settings set body = body - 'brand_favicon' where ${secondWeb}`);
    app.cms.invalidate();
    const answer = await get('/en/account', { host: 'second.test' });
    expect(answer.body).toContain('<link rel="icon" href="/brands/second.svg">');
  });

  it('never shares a page between brands', async () => {
    const flagship = await get('/en/sports/227-BASK');
    const second = await get('/en/sports/227-BASK', { host: 'second.test' });
    expect(second.headers['x-page-cache']).toBe('MISS');
    expect(flagship.body).toContain('content="sportsbook"');
    expect(second.body).toContain('content="second"');
  });

  it("lets the brand's host pages frame its pages, and nobody else's", async () => {
    const second = await get('/en/sports', { host: 'second.test' });
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'self' https://host.test");
    expect(second.headers['x-frame-options']).toBeUndefined();
    const flagship = await get('/en/sports');
    expect(flagship.headers['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(flagship.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

/** A rendered page with nothing but its markup. */
const plainPage = (markup: string): RenderedPage => ({
  status: 200,
  lang: 'en',
  dir: 'ltr',
  head: { title: 'Sports', metas: [] },
  cssModules: [],
  routeModules: [],
  pipe: (out) => void out.end(markup),
});

describe('the shared page cache', () => {
  /** A server whose pages `renderer` makes; `visit()` answers the cache's verdict and the page's markup. */
  function cachedPages(renderer: PageRenderer, options: Pick<ServerRenderOptions, 'now' | 'dataGeneration'>) {
    const server = Fastify();
    const renderReply = serverRender(server, renderer, {
      template: TEMPLATE,
      assets: new PageAssets(join(web.path, 'none')),
      apiOrigin: undefined,
      ...options,
    });
    server.get('/*', (request, reply) => renderReply(request, reply, plainBrandPage(request)));
    const visit = async () => {
      const answer = await server.inject({ url: '/en/sports' });
      return `${String(answer.headers['x-page-cache'])} ${rendered(answer.body) ?? ''}`;
    };
    return { server, visit };
  }

  /** A renderer whose pages say which render made them; `during` runs inside each render. */
  function numberedRenders(during?: (render: number) => void) {
    let count = 0;
    const renderer: PageRenderer = {
      renderPage: () => {
        count += 1;
        during?.(count);
        return Promise.resolve(plainPage(`<p>render ${count}</p>`));
      },
    };
    return { renderer, renders: () => count };
  }

  it('serves a page fresh for 5 s, then stale while it renders again, and renders anew after 15 s', async () => {
    let clock = 0;
    const { renderer, renders } = numberedRenders();
    const { server, visit } = cachedPages(renderer, { now: () => clock });

    expect(await visit()).toBe('MISS <p>render 1</p>');
    clock = 4_999;
    expect(await visit()).toBe('HIT <p>render 1</p>');
    clock = 6_000;
    expect(await visit()).toBe('STALE <p>render 1</p>');
    await vi.waitFor(() => expect(renders()).toBe(2));
    await vi.waitFor(async () => expect(await visit()).toBe('HIT <p>render 2</p>'));
    clock = 6_000 + 15_000;
    expect(await visit()).toBe('MISS <p>render 3</p>');
    await server.close();
  });
  it('renders anew after a write to what pages are made of, even while the page is fresh', async () => {
    let generation = 0;
    const { renderer } = numberedRenders((render) => {
      // A write lands while this render runs: what it made is already out of date.
      if (render === 2) generation += 1;
    });
    const { server, visit } = cachedPages(renderer, { dataGeneration: () => generation, now: () => 0 });

    expect(await visit()).toBe('MISS <p>render 1</p>');
    expect(await visit()).toBe('HIT <p>render 1</p>');
    generation += 1;
    expect(await visit()).toBe('MISS <p>render 2</p>');
    expect(await visit()).toBe('MISS <p>render 3</p>');
    expect(await visit()).toBe('HIT <p>render 3</p>');
    await server.close();
  });
});

describe('an operator API elsewhere', () => {
  it("fetches a page's data over HTTP from SSR_API_ORIGIN instead of this process", async () => {
    const api = Fastify();
    api.get('/xapi/rest/events', () => ({ events: [{ description: 'Operator FC v Elsewhere United' }] }));
    const origin = await api.listen({ host: '127.0.0.1', port: 0 });
    const renderer: PageRenderer = {
      renderPage: async (request) => {
        const answer = await request.fetch('/xapi/rest/events?l=en', { method: 'GET' });
        const { events } = (await answer.json()) as { events: { description: string }[] };
        return plainPage(`<p>${events[0]?.description ?? ''}</p>`);
      },
    };
    const server = Fastify();
    const renderReply = serverRender(server, renderer, {
      template: TEMPLATE,
      assets: new PageAssets(join(web.path, 'none')),
      apiOrigin: origin,
    });
    server.get('/*', (request, reply) => renderReply(request, reply, plainBrandPage(request)));
    const answer = await server.inject({ url: '/en/sports' });
    expect(rendered(answer.body)).toBe('<p>Operator FC v Elsewhere United</p>');
    await server.close();
    await api.close();
  });
});

/** The brand's side of a page for a server without the brands module: the product as it comes. */
function plainBrandPage(request: FastifyRequest): BrandPage {
  const brand = { code: 'sportsbook', name: 'Sportsbook', portalId: '1', hosts: [] };
  const visitor = visitorOf(request);
  const settings = ServerSettings.parse({});
  return {
    brand,
    settings,
    visitor,
    theme: visitor.flagTheme ?? visitor.cookieTheme,
    head: brandHead(brand, settings),
  };
}
