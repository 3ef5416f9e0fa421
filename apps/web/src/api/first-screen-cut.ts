import type { QueryKey } from '@tanstack/react-query';
import { createContext, use } from 'react';

/**
 * Cuts an answer to what the page's first screen shows. Called once, after the server has fetched
 * everything the page asks for and before its final render.
 */
export type FirstScreenCut = (data: unknown) => unknown;

/**
 * A page the server renders may send the browser less of an answer than it fetched: the live list's
 * first rows, not every live event with its markets (docs/decisions/first-screen.md, issue 49). The
 * server collects the cuts while it finds the page's data, applies them to its query cache, and then
 * renders the page for good: the HTML and the data the browser hydrates with agree. Null in the
 * browser, which keeps what it fetches.
 */
export const FirstScreenCutSink = createContext<((queryKey: QueryKey, cut: FirstScreenCut) => void) | null>(
  null,
);

/**
 * Asks the server to send the query's answer cut to the first screen (`cut` must keep what the page
 * renders from it; the browser follows or fetches the rest). `null`: the whole answer.
 *
 * @example useFirstScreenCut(livePageKey(undefined), (data) => firstScreenOfLivePage(data, ...))
 */
export function useFirstScreenCut(queryKey: QueryKey, cut: FirstScreenCut | null): void {
  const sink = use(FirstScreenCutSink);
  if (cut) sink?.(queryKey, cut);
}
