import type { TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * `useTranslation` for the parts a list repeats on every row (its prices, links, clocks). react-i18next
 * copies the i18n instance's properties for each component that asks, and works out its options and
 * namespaces on every render; a live list hydrates a few hundred such parts, which was 10 to 20 ms of
 * its start's long tasks (docs/decisions/first-screen.md "Ninth stop"). Here a part only holds a fixed
 * `t` of the instance's language. Like `useTranslation`, it renders again when the language changes and
 * suspends while its namespace loads.
 */
export function useRowTranslation(namespace: string): { t: TFunction; language: string } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const translation = useMemo(
    () => ({ t: i18n.getFixedT(language, namespace), language }),
    [i18n, language, namespace],
  );
  // Suspense's way, as useTranslation's own: React renders the part again once the promise settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!i18n.hasLoadedNamespace(namespace)) throw i18n.loadNamespaces(namespace);
  return translation;
}
