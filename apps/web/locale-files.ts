import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PSEUDO_LOCALE, pseudoTexts } from './src/i18n/pseudo-locale.ts';

const LOCALES = join(import.meta.dirname, 'src/i18n/locales');

/** Every text file of the web app, the pseudo-locale's made from English: `<lng>/<ns>.json` → JSON. */
function textFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of readdirSync(LOCALES).sort()) {
    for (const file of readdirSync(join(LOCALES, language)).sort()) {
      if (!file.endsWith('.json')) continue;
      const texts = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Record<
        string,
        unknown
      >;
      files.set(`${language}/${file}`, JSON.stringify(texts));
      if (language === 'en') files.set(`${PSEUDO_LOCALE}/${file}`, JSON.stringify(pseudoTexts(texts)));
    }
  }
  return files;
}

/**
 * The texts as files the browser fetches (i18n.ts), not as modules of the bundle: a module per file
 * would put a table naming every language's files into the first load, growing with each language
 * (17 languages × 10 namespaces). They go under one content version, `assets/locales/<version>/`, so
 * the server caches them as it does any hashed asset, and a changed text is a new folder.
 */
export function localeFiles(): Plugin {
  const files = textFiles();
  const version = createHash('sha256')
    .update(JSON.stringify([...files]))
    .digest('hex')
    .slice(0, 10);
  const base = `/assets/locales/${version}`;
  return {
    name: 'sb-locale-files',
    config: () => ({ define: { __LOCALES_BASE__: JSON.stringify(base) } }),
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [path, source] of files) {
        this.emitFile({ type: 'asset', fileName: `assets/locales/${version}/${path}`, source });
      }
    },
    // `vite` (dev) serves the files from the sources, read afresh so that an edited text shows.
    configureServer(server) {
      server.middlewares.use(base, (request, response, next) => {
        const source = textFiles().get((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (source === undefined) return next();
        response.setHeader('content-type', 'application/json');
        response.end(source);
      });
    },
  };
}
