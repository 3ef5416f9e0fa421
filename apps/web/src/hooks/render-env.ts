import { createContext, use, useDeferredValue, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * What the server assumed when it rendered the page: the moment, the visitor's time zone and the
 * media queries it could only guess (layout from the user agent, colour scheme from the theme cookie).
 * While the browser hydrates that HTML it must render the same markup, so clocks, dates and layout
 * read these there. Each hook below returns the browser's own value afterwards, and the same value as
 * the server when they agree, so that a right guess costs no second render.
 *
 * Absent (null) on a page the browser rendered alone.
 */
export interface RenderEnv {
  now: number;
  timeZone: string;
  /** Media query -> whether the server assumed it matches. */
  media: Readonly<Record<string, boolean>>;
  /**
   * The router's key of the page the server rendered: "default" for a fresh entry, the history entry's
   * own key when the browser reloads one the app had pushed.
   */
  firstPageKey: string;
  /** The lists' sort order the server rendered with (cookie sb_sort); absent: the default. */
  sortBy?: 'competition' | 'time' | undefined;
  /** The lists' layout the visitor chose as the server read it (cookie sb_layout); absent: euro. */
  listLayout?: 'asian' | 'euro' | undefined;
}

export const RenderEnvContext = createContext<RenderEnv | null>(null);

export function useRenderEnv(): RenderEnv | null {
  return use(RenderEnvContext);
}

export const subscribeNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates server HTML, true afterwards and on pages the
 * browser rendered alone: for parts that belong to the player and render in the browser only. React
 * re-renders the reader once right after hydration, so keep it out of lists.
 *
 * That re-render is synchronous (an external store's), in the same task as the effects of the whole
 * hydrated page; what the readers then mount (the slip's column, widgets, popups) is deferred, so
 * React renders it in the background a few milliseconds at a time. A reader mounted later, on a page
 * the browser renders, sees true at once.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribeNothing,
      () => true,
      () => false,
    ),
  );
}

/**
 * On the page the server rendered (the visitor's first, before any navigation inside the app): the
 * moment it was rendered, for what a page derives from "now" once (a list's date window, "Today").
 * Undefined on every later page, which uses the browser's clock.
 */
export function useFirstPageMoment(): number | undefined {
  const env = useRenderEnv();
  const key = useLocation().key;
  return env && key === env.firstPageKey ? env.now : undefined;
}

let browserZone: string | undefined;
/** The browser's time zone, read once: every row of a list asks, and each read builds an Intl.DateTimeFormat. */
export const browserTimeZone = () =>
  (browserZone ??=
    typeof Intl === 'undefined' ? undefined : Intl.DateTimeFormat().resolvedOptions().timeZone);
