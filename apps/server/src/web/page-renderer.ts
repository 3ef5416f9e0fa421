import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Writable } from 'node:stream';

/**
 * The web app's server renderer, as the server sees it: the shape of apps/web/src/entry-server.tsx
 * (built to `entry-server.js` by `vite build --ssr`), repeated here because the server never imports
 * the web app's sources.
 */
export interface PageRequest {
  url: string;
  desktop: boolean;
  theme: 'light' | 'dark' | undefined;
  timeZone: string;
  /** The lists' sort order the visitor's browser keeps (cookie sb_sort), if any. */
  sortBy: 'competition' | 'time' | undefined;
  /** The lists' layout the visitor's browser keeps (cookie sb_layout): 'asian' or 'euro'. */
  layout: 'asian' | 'euro';
  /** The brand the page is for: its calls name it (X-SB-Brand, `pub`, X-SB-PORTALID). */
  brand: { code: string; portalId: string };
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  status: number;
  lang: string;
  dir: 'ltr' | 'rtl';
  head: { title: string; metas: { name: string; content: string }[] };
  /** Hashes of the CSS modules the markup uses (`_name_<hash>_<line>` class names). */
  cssModules: string[];
  /** Source files of the route modules the page renders (src/routes/<name>.tsx). */
  routeModules: string[];
  pipe(out: Writable): void;
}

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage | null>;
}

/** The built renderer in `dir`, or undefined when there is none (pages then render in the browser only). */
export async function loadPageRenderer(dir: string): Promise<PageRenderer | undefined> {
  const entry = join(dir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
  if (typeof module.renderPage !== 'function') throw new Error(`${entry} exports no renderPage()`);
  return { renderPage: module.renderPage };
}
