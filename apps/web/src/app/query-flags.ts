import { parseQueryFlags, type QueryFlags } from '@sb/domain';
import { createContext, use } from 'react';

/**
 * The query flags of SPEC.md §2 (theme, active-coupon, translationsId, mode, embedded,
 * content-embedded, betslip-origin, backTo, locale), parsed once from the URL the visitor arrived
 * with: the app shell provides them, so later navigation inside the app does not drop a mode.
 */
export const QueryFlagsContext = createContext<QueryFlags>(parseQueryFlags(''));

export function useQueryFlags(): QueryFlags {
  return use(QueryFlagsContext);
}

/** Content-only mode (native app, SPEC.md §1): no header, footer or side columns. */
export function isContentOnly(flags: QueryFlags): boolean {
  return flags.embedded || flags.contentEmbedded;
}
