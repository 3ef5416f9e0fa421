import { parseQueryFlags, type QueryFlags } from '@sb/domain';
import { createContext, createElement, use, type ReactNode } from 'react';
import { NativeOriginContext } from '../lib/native-app/native-app.ts';

/**
 * The query flags of SPEC.md §2 (theme, active-coupon, translationsId, mode, embedded,
 * content-embedded, betslip-origin, backTo, locale), parsed once from the URL the visitor arrived
 * with: the app shell provides them, so later navigation inside the app does not drop a mode.
 */
const QueryFlagsContext = createContext<QueryFlags>(parseQueryFlags(''));

export function useQueryFlags(): QueryFlags {
  return use(QueryFlagsContext);
}

/**
 * Provides the flags, and the native app's origin among them to the features (lib/native-app:
 * they do not import app/). Here, in every page's first chunk, the native state costs no request of
 * its own.
 */
export function QueryFlagsProvider({ flags, children }: { flags: QueryFlags; children: ReactNode }) {
  return createElement(
    QueryFlagsContext,
    { value: flags },
    createElement(NativeOriginContext, { value: flags.betslipOrigin }, children),
  );
}
