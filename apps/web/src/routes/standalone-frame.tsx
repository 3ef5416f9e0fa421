import { DEFAULT_LOCALE, parseQueryFlags } from '@sb/domain';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { setRequestContext } from '../api/http.ts';
import { useSettingsOrDefaults } from '../api/settings.ts';
import { useApplyTheme } from '../app/theme.ts';
import { useIsDesktop } from '../hooks/use-media-query.ts';
import { usePageTitle } from '../lib/shell/use-page-title.ts';
import { i18next, isUiLanguage, startI18n } from '../i18n/i18n.ts';
import { usePreferencesStore } from '../lib/preferences/preferences-store.ts';
import { Icon, type IconName } from '../ui/icon.tsx';
import styles from './standalone-frame.module.css';

/**
 * The frame of the pages that stand outside the app shell (SPEC.md §2 "/maintenance,
 * /static/flutter-maintenance: render without the usual providers"; /blocked): they show when the
 * API is down or turns the visitor away, so they need no answer from it, no session and no betslip.
 * The frame does the few jobs of the shell such a page still needs: the language (the path's, else
 * the visitor's last choice, else the default: /static/flutter-maintenance has no locale), its
 * texts, the theme, and the document's lang and dir.
 */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const [flags] = useState(() => parseQueryFlags(search));
  const desktop = useIsDesktop();
  const language = useStandaloneLanguage();
  // As in the shell: both are idempotent, and must come before the first query and translation.
  setRequestContext({ locale: language, channel: desktop ? 'web' : 'mobile' });
  startI18n(language, flags);
  useApplyTheme(flags.theme);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = i18next.dir(language);
  }, [language]);
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The language of a standalone page, for its links. */
export function useStandaloneLanguage(): string {
  const { locale } = useParams();
  const preferred = usePreferencesStore((s) => s.language);
  return [locale, preferred].find(isUiLanguage) ?? DEFAULT_LOCALE;
}

export interface StandaloneNoticeProps {
  icon: IconName;
  /** The heading; the document title is it and the brand's name. */
  title: string;
  /** Paragraphs under the heading. */
  texts: string[];
  /** What the visitor can do: buttons and links. */
  actions: ReactNode;
}

/**
 * A calm notice in the brand's name: its wordmark, an icon, the heading and what the visitor can
 * do. The brand's name comes from its settings when they load, else the product's default: the
 * page never waits for them. Search engines are told not to index it, as it stands for the site
 * only while the site is away.
 */
export function StandaloneNotice({ icon, title, texts, actions }: StandaloneNoticeProps) {
  const brand = useSettingsOrDefaults().brand_name;
  // The server writes the page's name into the head it sends; in the browser no shell manages the
  // head here, so the page renders its <title> and <meta> itself (React 19 puts them in the head).
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <title>{`${title} | ${brand}`}</title>
      <meta name="robots" content="noindex" />
      <header className={styles.brand}>{brand}</header>
      <main className={styles.main}>
        <div className={styles.notice}>
          <Icon name={icon} size={40} className={styles.icon} />
          <h1 className={styles.title}>{title}</h1>
          {texts.map((text) => (
            <p key={text} className={styles.text}>
              {text}
            </p>
          ))}
          <div className={styles.actions}>{actions}</div>
        </div>
      </main>
    </div>
  );
}
