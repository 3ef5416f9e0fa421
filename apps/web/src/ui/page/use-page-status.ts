import { createContext, use } from 'react';

/** A status the server should answer a page with, other than 200: not found, or the maintenance page's. */
export type PageStatus = 404 | 503;

/**
 * On the server, where a page says it is not a page: one whose event, league, promotion or public
 * page does not exist answers 404, so search engines drop it (its query reads the API's 404 as an
 * answer, api/http.ts `requestUnlessMissing`, which the browser hydrates like any other); the
 * maintenance page answers 503, "come back later", so crawlers keep the site's pages. Null in the
 * browser, where the status has been answered.
 */
export const PageStatusSink = createContext<((status: PageStatus) => void) | null>(null);

/**
 * Tells the server which status this page's HTML goes out with; a page that is found need not call it.
 *
 * @example usePageStatus(404)
 */
export function usePageStatus(status: PageStatus | undefined): void {
  const sink = use(PageStatusSink);
  if (status !== undefined) sink?.(status);
}
