import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../api/settings.ts';
import { paths } from '@sb/domain';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { LOGGED_OUT_KEY, useLoggedInSession } from '../../../lib/session/session-store.ts';
import { useOverlayOpen, useShellStore } from '../../../lib/shell/shell-store.ts';
import styles from './header.module.css';
import { ExternalHeader } from './external-header.tsx';
import { useHeaderFit } from './use-header-fit.ts';
import { Logo } from './logo.tsx';
import { readStored, removeStored } from '../../../lib/browser-storage.ts';
import { cmsTarget } from '../../../lib/routing/cms-link.ts';

// Desktop only: phones choose the language in the menu drawer.
const LanguageSelector = lazy(() =>
  import('./language-selector.tsx').then((m) => ({ default: m.LanguageSelector })),
);
const PlayerActions = lazy(() => import('./player-actions.tsx'));

export interface HeaderProps {
  isDesktop: boolean;
  /** The Menu button shows on phones, and on desktop when the page layout has no side menu. */
  showMenuButton: boolean;
}

/** The Join address: a site path in the page's language (a plain <a>: registration may be another app). */
function joinHref(registrationUrl: string, locale: string): string {
  const target = cmsTarget(registrationUrl, locale);
  return target.kind === 'external' ? target.href : target.to;
}

/**
 * Header of SPEC.md §2: logo (home; on desktop the operator's external header instead, when
 * external_header_url names one), menu button, language selector on desktop, Settings; then for
 * a visitor Login (reads Close while the login dialog is open) and Join, each only when its display
 * setting is on, and for a logged-in player the account dropdown.
 */
export function Header({ isDesktop, showMenuButton }: HeaderProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const settings = useSettings();
  const menuOpen = useOverlayOpen('menu');
  const loginOpen = useOverlayOpen('login');
  const toggle = useShellStore((s) => s.toggle);
  const open = useShellStore((s) => s.open);
  const session = useLoggedInSession();

  // After a logout (the player's, or a refused token's) the account menu that had the focus is gone:
  // the focus goes to Login, where the player would log in again, instead of the body. Login shows
  // once the settings are back (a logout clears the cached queries, the settings with them).
  const login = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useHeaderFit(header, !isDesktop);
  const wasPlayer = useRef(session !== null);
  const focusLogin = useRef(false);
  useEffect(() => {
    // The page a logout reloaded: the same, once Login shows.
    if (readStored('session', LOGGED_OUT_KEY) === null) return;
    removeStored('session', LOGGED_OUT_KEY);
    focusLogin.current = true;
  }, []);
  useEffect(() => {
    if (wasPlayer.current && session === null) focusLogin.current = true;
    wasPlayer.current = session !== null;
    if (session !== null) focusLogin.current = false;
    if (!focusLogin.current || !login.current) return;
    focusLogin.current = false;
    login.current.focus();
  });

  return (
    <header className={styles.header} ref={header}>
      {showMenuButton && (
        <IconButton
          icon="menu"
          label={t('header.menu')}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => toggle('menu')}
        />
      )}
      {isDesktop && settings?.external_header_url ? (
        <ExternalHeader brandName={settings.brand_name} locale={locale} />
      ) : (
        <>
          {/* The brand's logo once its settings say which: never another brand's for a moment. */}
          {settings && (
            <Link to={paths.home.href(locale)} className={styles.logo} aria-label={settings.brand_name}>
              <Logo brand={settings} compact={session !== null && !isDesktop} />
            </Link>
          )}
          <div className={styles.spacer} />
        </>
      )}
      <div className={styles.actions}>
        {isDesktop && (
          <Suspense fallback={null}>
            <LanguageSelector tone="dark" />
          </Suspense>
        )}
        {isDesktop && (
          <IconButton
            icon="settings"
            label={t('settings.open')}
            aria-haspopup="dialog"
            onClick={() => open('settings')}
          />
        )}
        {session ? (
          <Suspense fallback={null}>
            <PlayerActions session={session} isDesktop={isDesktop} />
          </Suspense>
        ) : (
          <>
            {settings?.show_login_button === true && (
              <Button
                ref={login}
                variant="outline-on-dark"
                size="sm"
                aria-haspopup="dialog"
                aria-expanded={loginOpen}
                onClick={() => toggle('login')}
              >
                {loginOpen ? t('actions.close') : t('header.login')}
              </Button>
            )}
            {settings?.show_join_button === true && (
              <a
                className={buttonClassName({ variant: 'primary', size: 'sm' })}
                href={joinHref(settings.registration_url, locale)}
              >
                {t('header.join')}
              </a>
            )}
          </>
        )}
      </div>
    </header>
  );
}
