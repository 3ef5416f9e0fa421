import { createContext, use } from 'react';

/** A status the server should answer a page with, other than 200. */
export type PageStatus = 404 | 503;

/**
 * On the server, where a page says it is not a page: a public page or
 * promotion the brand does not have (404), the maintenance page (503, "come back later"). Null in
 * the browser, where the status has been answered already.
 */
export const PageStatusSink = createContext<((status: PageStatus) => void) | null>(null);

/**
 * Tells the server which status this page's HTML goes out with; a page that is found need not call it.
 *
 * @example usePageStatus(notFound ? 404 : undefined)
 */
export function usePageStatus(status: PageStatus | undefined): void {
  const sink = use(PageStatusSink);
  if (status !== undefined) sink?.(status);
}
