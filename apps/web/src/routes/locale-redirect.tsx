import { DEFAULT_LOCALE } from '@sb/domain';
import { Navigate, useLocation } from 'react-router';
import { useSettingsQuery } from '../api/settings.ts';
import { localeTarget } from '../app/locale-target.ts';
import { usePreferencesStore } from '../lib/preferences/preferences-store.ts';

/**
 * `/` and any path whose first segment is not a locale (SPEC.md §2 Locale): send the visitor to the
 * same path under the resolved locale (query `locale`, then the language they chose last, then the
 * brand's language if the site speaks it, else en). The brand's language is in its settings, so the
 * redirect waits for them (the page after it needs them anyway); a failed load leaves the default.
 */
export function Component() {
  const { pathname, search, hash } = useLocation();
  const chosen = usePreferencesStore((s) => s.language);
  const settings = useSettingsQuery();
  if (settings.isPending) return null;
  const target = localeTarget(pathname, search, chosen ?? settings.data?.locale) ?? `/${DEFAULT_LOCALE}`;
  return <Navigate to={`${target}${hash}`} replace />;
}
