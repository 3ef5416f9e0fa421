import { localeRedirect } from '../app/domain-pending.ts';
import { Navigate, useLocation } from 'react-router';
import { UI_LANGUAGES } from '../i18n/i18n.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';

/**
 * `/` and any path whose first segment is not a locale (SPEC.md §2 Locale): send the visitor to the
 * same path under the resolved locale (query `locale`, then the language they chose last, else en).
 */
export function Component() {
  const { pathname, search, hash } = useLocation();
  const preferred = usePreferencesStore((s) => s.language);
  const target = localeRedirect({ pathname, search, known: UI_LANGUAGES, preferred });
  return <Navigate to={`${target ?? '/en'}${hash}`} replace />;
}
