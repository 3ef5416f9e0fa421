import { languageSelectorLayout } from '@sb/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathInLocale, useLocale } from '../../../hooks/use-locale.ts';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { useLanguages } from '../use-languages.ts';
import { LanguageFlag } from './language-flag.tsx';
import styles from './language-selector.module.css';
import { cx } from '../../../ui/cx.ts';

export interface LanguageSelectorProps {
  /** 'dark' in the navy header, 'surface' inside the side menu. */
  tone: 'dark' | 'surface';
}

/**
 * Language dropdown (SPEC.md §2): hidden with one language or none; a list up to 7 languages, a grid
 * with flags above that. Choosing one keeps the page and only swaps the locale segment of the path,
 * and remembers the choice for the next visit to `/`.
 */
export function LanguageSelector({ tone }: LanguageSelectorProps) {
  const { t } = useTranslation('common');
  const languages = useLanguages();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const setLanguage = usePreferencesStore((s) => s.setLanguage);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(open, root, dismiss);

  const layout = languageSelectorLayout(languages.length);
  if (layout === 'hidden') return null;
  const current = languages.find((l) => l.locale === locale);
  const language = current?.name ?? locale;
  // The name starts with what the button shows ('EN, language: English'), so a voice user can say it (WCAG 2.5.3).
  const shown = tone === 'dark' ? locale.toUpperCase() : language;

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={cx(styles.trigger, tone === 'dark' ? styles.onDark : styles.onSurface)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(tone === 'dark' ? 'language.codeLabel' : 'language.label', { code: shown, language })}
        onClick={() => setOpen((o) => !o)}
      >
        <LanguageFlag locale={locale} className={styles.flag} />
        <span>{shown}</span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      {open && (
        <ul
          id={panelId}
          className={cx(
            styles.panel,
            layout === 'grid' && styles.grid,
            tone === 'surface' && styles.onSurfacePanel,
          )}
        >
          {languages.map((language) => (
            <li key={language.locale}>
              <Link
                className={styles.option}
                to={pathInLocale(pathname, search, hash, language.locale)}
                lang={language.locale}
                hrefLang={language.locale}
                aria-current={language.locale === locale ? 'true' : undefined}
                onClick={() => {
                  setLanguage(language.locale);
                  setOpen(false);
                }}
              >
                <LanguageFlag locale={language.locale} className={styles.flag} />
                {language.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
