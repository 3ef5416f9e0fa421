import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * The built files a server-rendered page needs before it paints and before it hydrates, beyond what
 * index.html links (the shell's first-load chunks):
 * - stylesheets: a lazy module's CSS would otherwise arrive only with its script, after the page has
 *   painted unstyled (CLS). Found from the markup: Vite names a CSS module's classes
 *   `_<local>_<hash of the file>_<line>`, so the classes a page uses name their stylesheets. They are
 *   written into the page (a few KB): on a phone's connection each stylesheet request is another
 *   round trip before the first paint.
 * - module preloads: the route modules the page renders (shell, page) and the lazy parts whose
 *   stylesheets it uses (the footer, the subheader, the side menu), with the chunks they import, so
 *   they load in parallel with the entry instead of after it, and hydration need not wait for them.
 */
export class PageAssets {
  readonly #byCssModule = new Map<string, string[]>();
  /** Stylesheet text by href, for inlining (no `</` inside, so it cannot close its element). */
  readonly #cssText = new Map<string, string>();
  readonly #manifest: Record<string, ManifestChunk>;
  readonly #dynamicEntryOfCss = new Map<string, string[]>();

  constructor(webDist: string) {
    const assets = join(webDist, 'assets');
    let files: string[] = [];
    try {
      files = readdirSync(assets).filter((file) => file.endsWith('.css'));
    } catch {
      // No build: no assets to name.
    }
    for (const file of files) {
      const css = readFileSync(join(assets, file), 'utf8');
      if (!css.includes('</')) this.#cssText.set(`/assets/${file}`, css);
      for (const match of css.matchAll(/\._[\w-]+?_([a-z0-9]{5})_\d+/g)) {
        const hash = match[1] as string;
        const hrefs = this.#byCssModule.get(hash) ?? [];
        const href = `/assets/${file}`;
        if (!hrefs.includes(href)) this.#byCssModule.set(hash, [...hrefs, href]);
      }
    }
    try {
      this.#manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
    } catch {
      this.#manifest = {};
    }
    for (const [key, chunk] of Object.entries(this.#manifest)) {
      if (!chunk.isDynamicEntry) continue;
      for (const css of chunk.css ?? []) {
        const href = `/${css}`;
        this.#dynamicEntryOfCss.set(href, [...(this.#dynamicEntryOfCss.get(href) ?? []), key]);
      }
    }
  }

  /** A stylesheet's text, to write into the page instead of a request that blocks its first paint. */
  cssText(href: string): string | undefined {
    return this.#cssText.get(href);
  }

  /** The stylesheets of the CSS modules (by class-name hash) a page's markup uses. */
  stylesheets(cssModules: readonly string[]): string[] {
    return [...new Set(cssModules.flatMap((hash) => this.#byCssModule.get(hash) ?? []))];
  }

  /** The scripts to preload for a page: its route modules and the lazy parts its stylesheets belong to. */
  modules(routeModules: readonly string[], stylesheets: readonly string[]): string[] {
    const keys = [...routeModules, ...stylesheets.flatMap((href) => this.#dynamicEntryOfCss.get(href) ?? [])];
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.#manifest[key];
      const href = chunk && `/${chunk.file}`;
      if (!chunk || !href || files.has(href)) return;
      files.add(href);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return [...files];
  }
}
