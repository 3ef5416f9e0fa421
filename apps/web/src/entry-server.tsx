/**
 * The server renderer (SPEC.md §2 public pages): the server (apps/server/src/web/server-render.ts)
 * imports this module's build and calls renderPage() for a page request. It renders the same tree as
 * the browser (app/app.tsx) for one URL, with the first screen's data fetched through the app's own
 * query functions and §7 paths, then streams the HTML and hands over the state to hydrate with.
 *
 * How the data is found: React renders the page once to learn which queries its components ask for
 * (useQuery only registers them on the server), those are fetched, and it renders again until no
 * component asks for anything new (a league's events after the tree that names the league). Only
 * then does the final, streamed render run, with every answer and lazy module at hand.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Transform, type Writable } from 'node:stream';
import { GAME_SECTION_PATHS, parseQueryFlags, paths } from '@sb/domain';
import { dehydrate, hashKey, type Query, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { matchPath, StaticRouter } from 'react-router';
import { setRequestScopeSource, type PageBrand, type RequestScope } from './api/http.ts';
import { FirstScreenCutSink, type FirstScreenCut } from './api/first-screen-cut.ts';
import { createQueryClient } from './api/query-client.ts';
import { settingsQueryOptions } from './api/settings.ts';
import { powerOddsQueryOptions } from './features/odds-boost/index.ts';
import { App } from './app/app.tsx';
import { routeModulesOf } from './app/router.tsx';
import { SERVER_STATE_ID, serializeState, type ServerPageState } from './app/server-page-state.ts';
import type { RenderEnv } from './hooks/render-env.ts';
import { DESKTOP_QUERY, LARGE_QUERY } from './hooks/use-media-query.ts';
import { documentHead, PageNameSink, type DocumentHead } from './lib/shell/use-page-title.ts';
import { PageStatusSink, type PageStatus } from './ui/page/use-page-status.ts';
import { i18next, isUiLanguage, pageI18n, PSEUDO_LOCALE, setTextSource, usedResources } from './i18n/i18n.ts';
import { pseudoTexts } from './i18n/pseudo-locale.ts';

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  /** The layout the server assumes (from the user agent): desktop from 1024 px, three columns from 1366. */
  desktop: boolean;
  /** The theme the visitor's browser last applied (cookie), if any. */
  theme: 'light' | 'dark' | undefined;
  /** The visitor's IANA time zone (cookie), else the server's choice. */
  timeZone: string;
  /** The lists' sort order the visitor's browser keeps (cookie sb_sort), if any. */
  sortBy?: 'competition' | 'time' | undefined;
  /** The lists' layout the visitor's browser keeps (cookie sb_layout), if any; the brand's view_types still decide. */
  layout?: 'asian' | 'euro' | undefined;
  /** The brand the host name chose: the page's calls go out as its own (SPEC.md §7 X-SB-Brand, `pub`). */
  brand: PageBrand;
  /** Sends one §7 call: in-process to the API of the same server, or over HTTP to the configured one. */
  fetch: RequestScope['fetch'];
}

export interface RenderedPage {
  status: 200 | 404 | PageStatus;
  lang: string;
  dir: 'ltr' | 'rtl';
  head: DocumentHead;
  /**
   * The CSS modules the markup uses, by the hash in their class names (`_name_<hash>_<line>`): the
   * server links their stylesheets in the head, since a lazy module's CSS would otherwise arrive only
   * with its script, after the page has painted unstyled.
   */
  cssModules: string[];
  /** Source files of the route modules the page renders (src/routes/<name>.tsx), to preload. */
  routeModules: string[];
  /** Writes the page's markup (the content of #root), then the state script, and ends `out`. */
  pipe(out: Writable): void;
}

// Pages that show a player's own data render in the browser only.
const PRIVATE_PATTERNS = [
  paths.openBets,
  paths.account,
  paths.accountBets,
  paths.accountBalances,
  paths.accountTransactions,
].map((path) => `/:locale/${path.pattern}`);

/** At most this many renders to discover a page's queries; deeper chains finish in the browser. */
const DISCOVERY_PASSES = 4;

/** The server renders with the texts bundled in; the browser fetches the same files (i18n.ts). */
const textFiles = import.meta.glob<{ default: Record<string, unknown> }>('./i18n/locales/*/*.json');
async function bundledTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (language === PSEUDO_LOCALE) return pseudoTexts(await bundledTexts('en', namespace));
  return (await textFiles[`./i18n/locales/${language}/${namespace}.json`]?.())?.default ?? {};
}
setTextSource(bundledTexts);

const scope = new AsyncLocalStorage<RequestScope>();
setRequestScopeSource(() => scope.getStore());

/** Null when the page is not one the server renders: the browser gets the app's shell and renders it. */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://page.invalid');
  const language = url.pathname.split('/')[1];
  if (!isUiLanguage(language)) return null;
  if (PRIVATE_PATTERNS.some((pattern) => matchPath(pattern, url.pathname))) return null;
  const flags = parseQueryFlags(url.search);
  // A `locale` query parameter redirects in the browser (SPEC.md §2 Locale).
  if (url.searchParams.has('locale')) return null;

  const channel = request.desktop ? 'web' : 'mobile';
  const requestScope: RequestScope = {
    context: { locale: language, channel, brand: request.brand },
    fetch: request.fetch,
  };
  const i18n = await pageI18n(language, flags);
  const queryClient = createQueryClient();
  // A failed call is the browser's to retry, not a reason to keep the visitor waiting.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const env: RenderEnv = {
    now: Date.now(),
    timeZone: request.timeZone,
    media: {
      [DESKTOP_QUERY]: request.desktop,
      [LARGE_QUERY]: request.desktop,
      '(prefers-color-scheme: dark)': request.theme === 'dark',
    },
    firstPageKey: 'default',
    sortBy: request.sortBy,
    ...(request.layout === 'asian' ? { listLayout: 'asian' as const } : {}),
  };
  let pageName: string | undefined;
  let pageStatus: PageStatus | undefined;
  const cuts = new Map<string, { queryKey: QueryKey; cut: FirstScreenCut }>();
  const tree = (
    <PageNameSink value={(name) => (pageName = name)}>
      <PageStatusSink value={(status) => (pageStatus = status)}>
        <FirstScreenCutSink value={(queryKey, cut) => cuts.set(hashKey(queryKey), { queryKey, cut })}>
          <I18nextProvider i18n={i18n}>
            <App queryClient={queryClient} env={env} router={routerFor(request.url)} />
          </I18nextProvider>
        </FirstScreenCutSink>
      </PageStatusSink>
    </PageNameSink>
  );

  let markup = '';
  await scope.run(requestScope, async () => {
    // Power odds are asked by every page once it has hydrated: answered here, the browser's first
    // screen asks nothing (and loads no response schema) before its first poll.
    await Promise.all([
      queryClient.prefetchQuery(settingsQueryOptions(channel)),
      queryClient.prefetchQuery(powerOddsQueryOptions()),
    ]);
    for (let pass = 0; pass < DISCOVERY_PASSES; pass++) {
      // Only the last pass, with all its data, says what the page is.
      pageStatus = undefined;
      const { prelude } = await prerenderToNodeStream(tree);
      markup = await text(prelude);
      const asked = queryClient.getQueryCache().findAll({ type: 'all' }).filter(waitingToFetch);
      if (asked.length === 0) break;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
    // The final render, and the state the browser hydrates with, take the answers as the page's
    // first screen shows them (api/first-screen-cut.ts).
    for (const { queryKey, cut } of cuts.values())
      queryClient.setQueryData(queryKey, (data: unknown) => (data === undefined ? data : cut(data)));
  });

  const settings = queryClient.getQueryData(settingsQueryOptions(channel).queryKey);
  const head = documentHead(settings?.page_attributes ?? [], url.pathname, pageName);
  return {
    status: isNotFound(url.pathname) ? 404 : (pageStatus ?? 200),
    lang: language,
    dir: i18next.dir(language) === 'rtl' ? 'rtl' : 'ltr',
    head,
    routeModules: routeModulesOf(url.pathname).map((route) => route.module),
    cssModules: [...new Set(Array.from(markup.matchAll(CSS_MODULE_CLASS), (match) => match[1] as string))],
    pipe(out) {
      // After the markup: the state the browser hydrates with (known once the render is complete).
      const withState = new Transform({
        transform: (chunk, _encoding, done) => done(null, chunk),
        flush(done) {
          const state: ServerPageState = { queries: dehydrate(queryClient), i18n: usedResources(i18n), env };
          done(
            null,
            `<script type="application/json" id="${SERVER_STATE_ID}">${serializeState(state)}</script>`,
          );
        },
      });
      withState.pipe(out);
      // The whole page in document order, with no inline script: the content security policy allows
      // none, so React may neither stream a boundary late nor move a large one out of line (its
      // reveal scripts would be blocked). Every answer and module is at hand, so waiting for all of
      // it costs one render.
      const stream = renderToPipeableStream(tree, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          stream.pipe(withState);
        },
        onShellError() {
          withState.destroy(new Error('The page failed to render on the server'));
        },
        onError(error) {
          console.error(error);
        },
      });
    },
  };
}

/** Vite's CSS-module class names: `_<local>_<hash of the file>_<line>`. */
const CSS_MODULE_CLASS = /\b_[\w-]+?_([a-z0-9]{5})_\d+\b/g;

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
}

function routerFor(location: string) {
  return function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}

/** A query a component asked for that was never fetched, and may be (enabled, not the player's). */
function waitingToFetch(query: Query): boolean {
  const { state, options } = query;
  if (state.status !== 'pending' || state.fetchStatus !== 'idle' || state.errorUpdateCount > 0) return false;
  if (state.dataUpdateCount > 0) return false;
  const enabled = (options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false && typeof options.queryFn === 'function';
}

const KNOWN_PATTERNS = [
  ...Object.values(paths).map((path) => (path.pattern ? `/:locale/${path.pattern}` : '/:locale')),
  // The game sections (/cryptoblast and the others), and a Leap game (its page says when there is none).
  ...Object.values(GAME_SECTION_PATHS).map((path) => `/:locale/${path}`),
  `/:locale/${GAME_SECTION_PATHS.leap}/*`,
];

function isNotFound(pathname: string): boolean {
  return !KNOWN_PATTERNS.some((pattern) => matchPath(pattern, pathname));
}
