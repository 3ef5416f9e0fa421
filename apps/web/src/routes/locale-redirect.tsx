import { DEFAULT_LOCALE } from '@sb/domain';
import { Navigate, useLocation } from 'react-router';
import { localeTarget } from '../app/locale-target.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';

/**
 * `/` and any path whose first segment is not a locale (SPEC.md §2 Locale): send the visitor to the
 * same path under the resolved locale (query `locale`, then the language they chose last, else en).
 */
export function Component() {
  const { pathname, search, hash } = useLocation();
  const preferred = usePreferencesStore((s) => s.language);
  const target = localeTarget(pathname, search, preferred) ?? `/${DEFAULT_LOCALE}`;
  return <Navigate to={`${target}${hash}`} replace />;
}
