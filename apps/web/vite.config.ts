/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { CHUNK_PLAN, START_IMPORTS, type ChunkPlan } from './chunk-plan.ts';
import { localeFiles } from './locale-files.ts';

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

const SEP = String.raw`[\\/]`;
const SRC = `${SEP}apps${SEP}web${SEP}src${SEP}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of one path of the bundle plan (chunk-plan.ts): a folder's modules ('lib/shell/'), a file
 * with its extension, or a file named without one, whatever its extension ('routes/app-shell').
 */
function planPath(path: string): string {
  const parts = path.replace(/\/$/, '').split('/').map(escapeRegExp).join(SEP);
  if (path.endsWith('/')) return `${parts}${SEP}`;
  return /\.(css|tsx?)$/.test(path) ? `${parts}$` : `${parts}\\.[\\w.]+$`;
}
const pathsPattern = (base: string, paths: readonly string[]) =>
  new RegExp(`${base}(${paths.map(planPath).join('|')})`);

/** Whether a module belongs to a chunk of the plan: under what it holds, not under its exceptions. */
function inChunk(plan: ChunkPlan): (id: string) => boolean {
  const holds = pathsPattern(SRC, plan.holds);
  const except = plan.except?.length ? pathsPattern(SRC, plan.except) : null;
  const packages = plan.packages?.length ? pathsPattern(SEP, plan.packages) : null;
  return (id) => (holds.test(id) && !except?.test(id)) || (packages?.test(id) ?? false);
}

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
  'jackpot.ts': 'jackpot',
  'content.ts': 'catalog',
  'odds.ts': 'catalog',
  'live.ts': 'live',
  'operator-content.ts': 'operator-content',
  'live-chat.ts': 'operator-content',
  'settings.ts': 'settings',
  'brands.ts': 'settings',
  'video.ts': 'video',
  // The player's third-party accounts (accounts.ts) are the games' providers: one group.
  'games.ts': 'account',
};

function schemaChunkOf(id: string): string | null {
  const group = RESPONSE_SCHEMA_GROUP.exec(id)?.[1];
  if (group) return `schemas-${group}`;
  if (!CONTRACT_SCHEMAS.test(id)) return null;
  const file = /[\\/]packages[\\/]contract[\\/]src[\\/]([\w-]+\.ts)$/.exec(id)?.[1];
  const chunk = file && SCHEMA_CHUNK_OF_CONTRACT[file];
  return chunk ? `schemas-${chunk}` : 'schemas';
}

/**
 * Characters of hash in a built file's name: seven, not Vite's eight. The route table in `core` names
 * every lazy chunk's files (about 150), and random characters do not compress; seven is the fewest
 * rolldown allows for this many chunks. 260 bytes gzip off the home page's first load
 * (docs/decisions/first-screen.md, "Ninth stop").
 */
const HASH_LENGTH = 7;

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

/** The lazy modules a page imports as it starts (chunk-plan.ts): their imports preload nothing. */
const START_IMPORT = pathsPattern(SRC, START_IMPORTS);
const startImports = startImportChunks();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), localeFiles(), preloadAppStart(), startImports.plugin, precompress()],
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
        // hls.js (583 KB, 180 KB gzip) is the one chunk past Vite's 500 KB: the stream player's, loaded
        // on the first press of "Watch live" only (docs/decisions/streaming.md).
        chunkSizeWarningLimit: 600,
        // Every browser the es2022 target reaches either supports <link rel=modulepreload> or (Safari
        // before 17) simply loads a lazy chunk's imports when it runs: the polyfill is weight for nothing.
        //
        // A lazy chunk's preload list leaves out the first-load chunks (loaded before any other lazy
        // import can run), so every route's list in the first-load script is shorter; the entry's import
        // of the app's start keeps `core`, which loads with it. The lazy parts a page imports as it starts
        // preload nothing (START_IMPORTS, chunk-plan.ts).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (file, deps, { hostId, hostType }) => {
            if (hostType === 'html') return deps;
            if (startImports.files.has(file)) return [];
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
            chunkFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
            entryFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
            assetFileNames: `assets/[name]-[hash:${HASH_LENGTH}][extname]`,
            codeSplitting: {
              groups: [
                // Vite's preload helper goes with them: the entry's one dynamic import (main.tsx) needs it
                // before the app's modules, which would otherwise be evaluated with the libraries.
                {
                  name: 'vendor',
                  test: (id: string) => FIRST_LOAD_PACKAGES.test(id) || PRELOAD_HELPER.test(id),
                },
                // The named chunks of the app's own code: chunk-plan.ts says what each holds and why.
                ...Object.entries(CHUNK_PLAN).map(([name, plan]) => ({ name, test: inChunk(plan) })),
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
 * The chunk files of the lazy modules a page imports as it starts (START_IMPORT), found as the bundle
 * is written and before Vite's loader lists each lazy import's chunks (its `generateBundle` comes later).
 */
function startImportChunks(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'sb-start-imports',
    apply: 'build',
    buildStart: () => files.clear(),
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          const module = output.type === 'chunk' && output.isDynamicEntry ? output.facadeModuleId : null;
          if (module && START_IMPORT.test(module)) files.add(output.fileName);
        }
      },
    },
  };
  return { plugin, files };
}

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
