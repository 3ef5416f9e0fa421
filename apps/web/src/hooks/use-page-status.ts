import { createContext, use } from 'react';

/** A status the server should answer a page with, other than 200 (the maintenance page's). */
export type PageStatus = 503;

/**
 * On the server, where a page says it is not a page: the maintenance page answers 503, "come back
 * later", so crawlers keep the site's pages. Null in the browser, where the status has been answered.
 * (A page missing by its data, as an unknown promotion, still answers 200: on the server render its
 * failed query reads as loading, and the browser could not hydrate an error it was not sent.)
 */
export const PageStatusSink = createContext<((status: PageStatus) => void) | null>(null);

/**
 * Tells the server which status this page's HTML goes out with; a page that is found need not call it.
 *
 * @example usePageStatus(503)
 */
export function usePageStatus(status: PageStatus | undefined): void {
  const sink = use(PageStatusSink);
  if (status !== undefined) sink?.(status);
}
