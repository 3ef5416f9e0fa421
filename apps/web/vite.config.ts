/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on 8080 (npm start) or wherever API_PROXY points; `vite` dev and `vite preview` proxy to it.
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:8080';
const proxy = { '/api': apiTarget, '/xapi': apiTarget };

/**
 * Libraries every page needs before its first render. They share one long-cached chunk (fewer
 * requests, better compression); any other package (DOMPurify, a video player) stays with the lazy
 * module that imports it, so it never joins the first load by accident. Mutations (login, cashier,
 * betslip) stay with their lazy modules too: no page's first render sends one.
 */
const FIRST_LOAD_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|zustand|use-sync-external-store)[\\/](?!.*(mutationObserver|useMutation|queriesObserver|useQueries)\.js)/;

/**
 * App code every route loads, named by folder of apps/web/src: the shell (app/), the API client
 * (api/), shared hooks and stores, i18n's loader (not its texts, which load per language), the
 * primitives of ui/, and the parts of lib/ the header, menus and bars of every page use. The contract
 * and domain packages are left out on purpose: their modules go with whichever chunk uses them, so an
 * event page's market rules do not ride along on the home page. Left out too: ui/overlay (the toaster
 * and the dialog load with the first toast or overlay), ui/page (the catalogue pages' parts), and the
 * rest of lib/ (money, price format), which loads with the features that use it.
 */
const FIRST_LOAD_DIRS = [
  'app',
  'api',
  'hooks',
  'stores',
  'i18n',
  'ui',
  'lib/shell',
  'lib/session',
  'lib/routing',
];
const NOT_FIRST_LOAD_DIRS = ['i18n/locales', 'ui/overlay', 'ui/page'];
const SEP = String.raw`[\\/]`;
const SRC = `${SEP}apps${SEP}web${SEP}src${SEP}`;
const srcDirs = (dirs: string[]) => dirs.map((dir) => dir.replaceAll('/', SEP)).join('|');
const FIRST_LOAD_APP = new RegExp(
  `${SRC}(?!(${srcDirs(NOT_FIRST_LOAD_DIRS)})${SEP})(${srcDirs(FIRST_LOAD_DIRS)})${SEP}`,
);

/**
 * The groups of response schemas load with the first answer the browser checks with one of them
 * (api/response-schemas.ts), never with the page: with them, zod and the contract's schemas would join
 * the first load.
 */
const RESPONSE_SCHEMA_GROUP = new RegExp(`${SRC}api${SEP}response-schemas${SEP}([\\w-]+)\\.ts$`);

/**
 * zod and the contract's schemas: every contract module but its path tables, headers and the
 * settings' defaults, which are plain values that pages use before any answer is checked.
 */
const CONTRACT_SCHEMAS =
  /node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/](?!.*(paths|headers|settings-defaults|index)\.ts$)/;

/**
 * The chunk of schemas a contract module goes to: the group of api/response-schemas/ that answers
 * with it (building the schemas is most of a group's cost, so a page builds only its area's), and
 * zod with the shared parts (common.ts, the host's messages) for any other.
 */
const SCHEMA_CHUNK_OF_CONTRACT: Record<string, string> = {
  'accounts.ts': 'account',
  'betslip.ts': 'bets',
  'free-bets.ts': 'bets',
  'my-bets.ts': 'bets',
  'catalog.ts': 'catalog',
  'content.ts': 'catalog',
  'odds.ts': 'catalog',
  'live.ts': 'live',
  'operator-content.ts': 'operator-content',
  'live-chat.ts': 'operator-content',
  'settings.ts': 'settings',
  'brands.ts': 'settings',
};

function schemaChunkOf(id: string): string | null {
  const group = RESPONSE_SCHEMA_GROUP.exec(id)?.[1];
  if (group) return `schemas-${group}`;
  if (!CONTRACT_SCHEMAS.test(id)) return null;
  const file = /[\\/]packages[\\/]contract[\\/]src[\\/]([\w-]+\.ts)$/.exec(id)?.[1];
  const chunk = file && SCHEMA_CHUNK_OF_CONTRACT[file];
  return chunk ? `schemas-${chunk}` : 'schemas';
}

const HEADER_STYLES = new RegExp(
  `${SRC}features${SEP}navigation${SEP}components${SEP}header\\.module\\.css$`,
);

/** The shell's lazy parts that every page loads at both sizes (the `shell` group below). */
const SHELL_FILES = [
  'apps/web/src/routes/app-shell',
  'apps/web/src/features/navigation/components/(header|subheader|external-header|logo)',
  'apps/web/src/features/content/components/footer-html',
  'apps/web/src/features/odds-boost/(power-odds|api/get-power-odds)',
  'packages/contract/src/content-paths',
  'packages/domain/src/(sports/sport-id-space|brand/live-chat-offered|layout/(page-layout|layout-columns))',
];
const SHELL = new RegExp(`${SEP}(${SHELL_FILES.map((file) => file.replaceAll('/', SEP)).join('|')})\\b`);

/**
 * The design tokens stay with the entry (main.tsx imports them), so that the entry imports nothing of
 * the app's own modules statically: those are evaluated a task after the libraries.
 */
const DESIGN_TOKENS = new RegExp(`${SRC}ui${SEP}tokens\\.css$`);

/** Vite's helper that preloads a dynamic import's chunks and stylesheets. */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

/** The chunks index.html loads itself: the libraries (see the groups below). */
const LIBRARY_CHUNK = /(^|\/)(vendor|rolldown-runtime)-[\w-]+\.(js|css)$/;
/** Loaded before any lazy module but one: the libraries, and the app's own first load, `core`. */
const FIRST_LOAD_CHUNK = /(^|\/)(vendor|core|rolldown-runtime)-[\w-]+\.(js|css)$/;
/** The entry's chunk (main.tsx), whose one lazy import is the app's start with `core` under it. */
const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;

/** A feature's public entry, features/<name>/index.ts (eslint.config.js: features meet only there). */
const FEATURE_ENTRY = new RegExp(`${SRC}features${SEP}[\\w-]+${SEP}index\\.ts$`);

const EVENT_LIST = new RegExp(`${SRC}${srcDirs(['features/events/list'])}${SEP}`);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadAppStart(), precompress()],
  server: { proxy },
  preview: { proxy },
  // The server renderer (src/entry-server.tsx, `vite build --ssr`) bundles every library it uses, in
  // their production builds: the server process runs without NODE_ENV=production in demo mode, and
  // React's development build renders several times slower.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // .vite/manifest.json: which chunks import which stylesheets, for the server renderer's preloads.
        manifest: true,
        // Every browser the es2022 target reaches either supports <link rel=modulepreload> or (Safari
        // before 17) simply loads a lazy chunk's imports when it runs: the polyfill is weight for nothing.
        //
        // A lazy chunk's preload list leaves out the first-load chunks (loaded before any other lazy
        // import can run), so every route's list in the first-load script is shorter; the entry's import
        // of the app's start keeps `core`, which loads with it.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType === 'html') return deps;
            const loaded = ENTRY_CHUNK.test(hostId) ? LIBRARY_CHUNK : FIRST_LOAD_CHUNK;
            return deps.filter((dep) => !loaded.test(dep));
          },
        },
        rolldownOptions: {
          // Our workspace packages are pure (no top-level side effects), so unused schemas and rules drop
          // out; so are the features' public entries (re-exports only), which would otherwise stay behind
          // as empty chunks that cost a request.
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/[\\/]packages[\\/](contract|domain)[\\/]/.test(id) && !FEATURE_ENTRY.test(id),
            // zod/mini's builders, and ours that only build schemas (a call with a template literal, whose
            // conversion to text could run code, counts as a side effect: contract messages use plain text).
            manualPureFunctions: ['z', 'Text', 'text', 'zero', 'returns'],
          },
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper goes with them: the entry's one dynamic import (main.tsx) needs it
                // before the app's modules, which would otherwise be evaluated with the libraries.
                {
                  name: 'vendor',
                  test: (id: string) => FIRST_LOAD_PACKAGES.test(id) || PRELOAD_HELPER.test(id),
                },
                // The header's class names join it too: the header and its lazy player actions share
                // them, which would otherwise make them a chunk of their own (one more request).
                {
                  name: 'core',
                  test: (id: string) =>
                    (FIRST_LOAD_APP.test(id) && !RESPONSE_SCHEMA_GROUP.test(id) && !DESIGN_TOKENS.test(id)) ||
                    HEADER_STYLES.test(id),
                },
                // The shell's lazy parts that every page loads at both sizes (the shell itself, its
                // subheader, power odds, the brand's content settings), one chunk: apart, they were six
                // requests and 1.1 KB more gzip on the home page. Parts a phone loads only on a press (the
                // language selector, the side menu), desktop-only parts (the bet bar) and parts a page may
                // not show (widgets, adverts) stay apart.
                // Whether live chat is offered goes with the subheader that asks it: the chat's other rules
                // (loaded on a press) import it too, which would otherwise make it a chunk of its own.
                { name: 'shell', test: SHELL },
                // The home page's event list, one chunk: the live pages share pieces of it, which would
                // otherwise split it into five small chunks (more requests, worse compression).
                { name: 'event-list', test: EVENT_LIST },
                // The path tables of the lazy areas, shared by their pages: left alone, the bundler would
                // fold them into the event list every page loads.
                {
                  name: 'area-paths',
                  test: /[\\/]packages[\\/]contract[\\/]src[\\/](live|account|betslip|my-bets)-paths\.ts$/,
                },
                // The schemas, a chunk per area of the API and one of zod and the shared parts: one
                // chunk was 15 KB gzip and 15 ms of building on the first answer any page checked; apart
                // by contract module, a group was four requests at once.
                { name: schemaChunkOf, debugName: 'schemas' },
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Route tests load lazy modules cold; the 2-core CI machine is shared.
    testTimeout: 15_000,
  },
}));

/**
 * index.html links what the entry's one lazy import needs (main.tsx: the app's start, with `core` and
 * its stylesheet under it), so that they load beside the entry instead of a round trip after it, on a
 * page the browser renders as on one the server did (which preloads what index.html links).
 */
function preloadAppStart(): Plugin {
  return {
    name: 'sb-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
        if (!start) return html;
        const files = [start.fileName, ...start.imports];
        const styles = files.flatMap((file) => [
          ...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? []),
        ]);
        // Each file once: the libraries' chunks are linked already.
        const links = (rel: string, names: string[]) =>
          names
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel, crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            }));
        return [...links('modulepreload', files), ...links('stylesheet', styles)];
      },
    },
  };
}

/** Text files worth a compressed copy; smaller ones go as they are (the server's threshold too). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli and gzip copies of the browser build's text files, made once, at the best ratio; the server
 * sends them as they are (@fastify/static's `preCompressed`). Compressed per request at brotli's quick
 * level, one first visit's scripts cost the server 30 to 45 ms of CPU while the browser starts the page,
 * and arrive about 15 % larger (vendor: 111 KB against 95 KB).
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'sb-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      for (const file of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const path = join(file.parentPath, file.name);
        if (!file.isFile() || !COMPRESSIBLE.test(file.name) || path.includes(`${outDir}/.`)) continue;
        const body = readFileSync(path);
        if (body.length < COMPRESS_MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
