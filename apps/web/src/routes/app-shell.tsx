import {
  BACK_TO_TOP_THRESHOLD_PX,
  DEFAULT_LOCALE,
  isContentOnly,
  isNativeApp,
  layoutColumns,
  pageLayoutFor,
  parseEventSlug,
  parseQueryFlags,
  paths,
} from '@sb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { matchPath, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { setRequestContext } from '../api/http.ts';
import { BootSkeleton } from '../app/boot-skeleton.tsx';
import { localeTarget } from '../app/locale-target.ts';
import { useSettingsQuery } from '../api/settings.ts';
import { QueryFlagsProvider, useQueryFlags } from '../app/query-flags.ts';
import { DEFAULT_LAYOUT, type Widget } from '../app/shell-columns.ts';
import { useApplyTheme } from '../app/theme.ts';
import { FooterHtml } from '../features/content/components/footer-html.tsx';
import { Header } from '../features/navigation/components/header.tsx';
import { useContentPopupStore } from '../lib/shell/content-popup-store.ts';
import { useOperatorPopupsStore } from '../lib/shell/operator-popups.ts';
import { startPageMetrics } from '../lib/telemetry/page-metrics.ts';
import { useShellStore } from '../lib/shell/shell-store.ts';
import { useJackpotSlipItemStore } from '../lib/shell/jackpot-slip-item.ts';
import { useIsDesktop, useIsLargeDesktop } from '../hooks/use-media-query.ts';
import { useHydrated } from '../hooks/render-env.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { useDocumentHead } from '../lib/shell/use-page-title.ts';
import { usePageFocus } from '../lib/keyboard/use-page-focus.ts';
import { OddsTypeContext, useResolvedOddsType } from '../lib/preferences/use-odds-type.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import { i18next, isUiLanguage, startI18n, switchLanguage } from '../i18n/i18n.ts';
import { usePreferencesStore } from '../lib/preferences/preferences-store.ts';
import { useBetCount, useBetslipStore } from '../features/betslip/betslip-store.ts';
import { useTranslation } from 'react-i18next';
import styles from './app-shell.module.css';
import { BetslipPrices } from './price-actions.tsx';
import { cx } from '../ui/cx.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { NoticeHost } from '../ui/overlay/notice-host.tsx';
import { useToastStore } from '../ui/toast-store.ts';
import { useSessionStore } from '../lib/session/session-store.ts';

// Parts of the shell that only one layout or an action needs load in their own chunks.
// A visitor's first page loads no toasts until there is one to show.
const Toaster = lazy(() => import('../ui/overlay/toaster.tsx').then((m) => ({ default: m.Toaster })));
// The back-to-top button loads once the page has scrolled far enough to need it.
const BackToTop = lazy(() =>
  import('../features/navigation/components/back-to-top.tsx').then((m) => ({ default: m.BackToTop })),
);
const Sidebar = lazy(() =>
  import('../features/navigation/side-menu/sidebar.tsx').then((m) => ({ default: m.Sidebar })),
);
const Subheader = lazy(() =>
  import('../features/navigation/components/subheader.tsx').then((m) => ({ default: m.Subheader })),
);
const BetslipPanel = lazy(() =>
  import('../features/betslip/components/betslip-panel.tsx').then((m) => ({ default: m.BetslipPanel })),
);
const DesktopBetBar = lazy(() =>
  import('../features/betslip/components/desktop-bet-bar.tsx').then((m) => ({ default: m.DesktopBetBar })),
);
// On a jackpot pool's page, the jackpot slip in the betslip's place (SPEC.md §2): the right column's
// panel, and what the slip needs wherever it shows (its calls, the phone's bar and sheet).
const JackpotSlipPanel = lazy(() =>
  import('../features/jackpot/components/jackpot-slip-panel.tsx').then((m) => ({
    default: m.JackpotSlipPanel,
  })),
);
const JackpotSlipHost = lazy(() => import('../features/jackpot/components/jackpot-slip-host.tsx'));
// Phones only.
const MobileFooter = lazy(() =>
  import('../features/navigation/mobile-footer/mobile-footer.tsx').then((m) => ({ default: m.MobileFooter })),
);
// The overlays (menu, settings, login, the slip's sheet) load with the first one opened.
const Overlays = lazy(() => import('./shell-overlays.tsx'));
// A player's parts (login follow-ups, My Bets, the slip's runtime) load with a session or a bet.
const PlayerParts = lazy(() => import('./shell-player-parts.tsx'));
// A framed page (a host page, with or without embedded=true): the postMessage bridge (SPEC.md §1 Modes).
const HostBridge = lazy(() => import('../features/host-page/host-bridge.tsx'));
// The brand's boosted prices (power odds) and their dialog, after hydration (features/odds-boost).
const PowerOdds = lazy(() => import('../features/odds-boost/power-odds.tsx'));
// In a native app only: its logins go to the app (docs/decisions/native-app.md).
const NativeLogin = lazy(() => import('../lib/native-app/native-login.tsx'));
// Adverts, HTML widgets and the stream's place, for layouts that hold them (SPEC.md §2 Page layouts).
const LayoutWidget = lazy(() => import('./shell-widgets.tsx'));
// The licence seal under the footer, for brands that must show one (SPEC.md §2 Other screens).
const LicenceSeal = lazy(() => import('../features/content/licence-seal/licence-seal.tsx'));
// The brand's news popups (SPEC.md §3, §4), once the visitor has engaged with the page.
const NewsPopups = lazy(() => import('../features/content/news-popup/news-popups.tsx'));
// A public page over the current one, opened from a link of operator HTML (SPEC.md §2 Content popup).
const ContentPopup = lazy(() => import('../features/content/content-popup/content-popup.tsx'));

/** What shows the visitor is using the page (NewsPopupsHost). */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'scroll'] as const;
/** The page's loading figures are watched from then on too (buffered: nothing is missed). */
const METRICS_START_DELAY_MS = 2000;

/**
 * Reports the page's loading figures to GET /api/metrics when the visitor leaves (lib/telemetry).
 * An effect runs only in the browser, once the page is hydrated. The module is part of the shell (a
 * few hundred bytes): loaded on its own, its request was a task of 15 ms two seconds into every visit.
 */
function usePageMetrics() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = startPageMetrics();
    }, METRICS_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, []);
}

/**
 * Its children only in the browser, once the page is hydrated: the parts the server leaves out.
 * A leaf of its own, because the switch re-renders the component that asks at once, in one task
 * (useSyncExternalStore): asked by the shell or a column, it re-rendered the header, the side menu and
 * the footer with it, a long task right after hydration.
 */
function WhenHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/** How far ahead of the viewport an HTML widget starts loading. */
const WIDGET_MARGIN = '300px';

/**
 * A layout widget, in a boundary of its own. An HTML widget loads (its code, its answer, its
 * cleaning) as it comes near the viewport: one under a long page costs a visitor who never scrolls
 * to it nothing, and none competes with the page's own start; until then it holds an empty mark to
 * watch. Adverts load at once: a placement may hold a popup advert, which shows wherever its slot is.
 */
function WidgetWhenNear({ widget }: { widget: Widget }) {
  const mark = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mark, widget.name === 'html_widget', WIDGET_MARGIN);
  return near ? (
    <Suspense fallback={null}>
      <LayoutWidget widget={widget} />
    </Suspense>
  ) : (
    <div ref={mark} />
  );
}

/**
 * The slip's column. The slip is the player's: it renders in the browser, after hydration (its
 * column's width is already there in the server's HTML), and only its code loads. The column tells
 * the slip it has a place on screen (`panelShown`) from the moment the page hydrates, not once that
 * code has loaded: a price pressed in between opened the phone's sheet over a desktop page, beside the
 * column that then appeared (a journey's trace on a busy machine).
 */
function BetslipColumn() {
  const setPanelShown = useBetslipStore((s) => s.setPanelShown);
  useEffect(() => {
    setPanelShown(true);
    return () => setPanelShown(false);
  }, [setPanelShown]);
  return (
    <WhenHydrated>
      <Suspense fallback={null}>
        <BetslipPanel />
      </Suspense>
    </WhenHydrated>
  );
}

/**
 * A pool page's slip column: the jackpot slip replaces the betslip there (SPEC.md §2 "Jackpot betslip
 * (with jackpotId) replaces the normal one when a jackpot event is active"). Features do not import
 * each other: the shell, which knows the route, chooses.
 */
function JackpotColumn({ jackpotId }: { jackpotId: number | null }) {
  return (
    <WhenHydrated>
      <Suspense fallback={null}>
        <JackpotSlipPanel jackpotId={jackpotId} />
      </Suspense>
    </WhenHydrated>
  );
}

/** On a jackpot pool's page: the pool's id from its address (`{name}-{jackpotId}`), else undefined. */
function useJackpotPage(pathname: string): { jackpotId: number | null } | undefined {
  const match = matchPath(`/:locale/${paths.jackpotEvent.pattern}`, pathname);
  return match ? { jackpotId: parseEventSlug(match.params.jackpotEvent ?? '') } : undefined;
}

function Column({
  widgets,
  placement,
  jackpot,
}: {
  widgets: Widget[];
  placement: 'left' | 'right';
  jackpot?: { jackpotId: number | null } | undefined;
}) {
  return widgets.map((widget, index) => {
    if (widget.name === 'navigation_menu') return <Sidebar key={index} placement={placement} />;
    if (widget.name === 'betslip')
      return jackpot ? (
        <JackpotColumn key={index} jackpotId={jackpot.jackpotId} />
      ) : (
        <BetslipColumn key={index} />
      );
    // Adverts and widgets are the viewer's (§6 audiences) and sanitised in the browser: after
    // hydration, each in a boundary of its own, so none waits for the slip or the menu.
    return (
      <WhenHydrated key={index}>
        <WidgetWhenNear widget={widget} />
      </WhenHydrated>
    );
  });
}

/** The layout's central-bottom column under the page: HTML widgets, adverts (SPEC.md §2 Page layouts). */
function CentralBottom({ widgets }: { widgets: Widget[] }) {
  const hydrated = useHydrated();
  if (!hydrated || widgets.length === 0) return null;
  return (
    <div className={styles.centralBottom}>
      {widgets.map((widget, index) => (
        <WidgetWhenNear key={index} widget={widget} />
      ))}
    </div>
  );
}

/** Power odds load once the page has hydrated: the server's HTML shows no boost, nor does hydration. */
function PowerOddsHost() {
  return (
    useHydrated() && (
      <Suspense fallback={null}>
        <PowerOdds />
      </Suspense>
    )
  );
}

/**
 * News popups wait for the visitor to engage with the page they landed on (a tap, a key, a scroll),
 * then for a quiet moment (lib/shell/operator-popups.ts): a popup over a page just arrived covers
 * what they came for (search engines rank such interstitials down). Not in content-only mode nor in
 * a frame, whose host or app brings its own news (docs/decisions/operator-content.md).
 */
function NewsPopupsHost() {
  const hydrated = useHydrated();
  const [due, setDue] = useState(false);
  useEffect(() => {
    // A host page that frames the sportsbook owns its page: it brings its own news.
    if (!hydrated || window.parent !== window) return;
    const engaged = () => {
      stop();
      setDue(true);
    };
    const stop = () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engaged, true);
    };
    for (const type of ENGAGEMENT_EVENTS)
      window.addEventListener(type, engaged, { capture: true, passive: true });
    return stop;
  }, [hydrated]);
  return (
    due && (
      <Suspense fallback={null}>
        <NewsPopups />
      </Suspense>
    )
  );
}

/** Where the operator's popups show, and the region that says one has opened (ui/overlay/notice-popup.tsx). */
function Notices() {
  const { t } = useTranslation('common');
  const announcement = useOperatorPopupsStore((s) => s.announcement);
  return <NoticeHost label={t('news.region')} announcement={announcement} />;
}

/** The content popup's code loads with the first one opened. */
function ContentPopupHost() {
  const open = useContentPopupStore((s) => s.slug !== undefined);
  return (
    open && (
      <Suspense fallback={null}>
        <ContentPopup />
      </Suspense>
    )
  );
}

/** The host bridge's code loads only in a frame; the server renders every page as if it stood alone. */
function HostBridgeHost() {
  return (
    useHydrated() &&
    window.parent !== window && (
      <Suspense fallback={null}>
        <HostBridge />
      </Suspense>
    )
  );
}

/** Mounts the shell's overlays once one has been asked for (shell-overlays.tsx). */
function OverlaysHost({ placement, betslip }: { placement: 'left' | 'right'; betslip: boolean }) {
  const asked = useShellStore((s) => s.overlay !== undefined);
  const [used, setUsed] = useState(false);
  if (asked && !used) setUsed(true);
  return (
    used && (
      <Suspense fallback={null}>
        <Overlays placement={placement} betslip={betslip} />
      </Suspense>
    )
  );
}

function Shell() {
  const { t } = useTranslation('common');
  const flags = useQueryFlags();
  const contentOnly = isContentOnly(flags);
  const desktop = useIsDesktop();
  const large = useIsLargeDesktop();
  const settingsQuery = useSettingsQuery();
  const settings = settingsQuery.data;
  const location = useLocation();
  const close = useShellStore((s) => s.close);
  const openOverlay = useShellStore((s) => s.open);
  const jackpot = useJackpotPage(location.pathname);
  const jackpotCount = useJackpotSlipItemStore((s) => s.count);
  // The Betslip items (footer, desktop bar) count the slip the page shows: the jackpot slip on a pool page.
  const betCount = useBetCount();
  const slipCount = jackpot ? jackpotCount : betCount;
  const pendingBet = useBetslipStore((s) => s.pendingBet !== null);
  const hasSession = useSessionStore((s) => s.session !== null);
  const hasToasts = useToastStore((s) => s.toasts.length > 0);
  const scrolled = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  usePageMetrics();
  useDocumentHead();
  usePageFocus(location.pathname);

  // Any navigation closes the drawer and other overlays.
  useEffect(() => close(), [location.pathname, location.search, close]);

  const isHome = location.pathname.split('/').filter(Boolean).length <= 1;
  const layout =
    pageLayoutFor(settings?.page_layouts ?? [], location.pathname, { isHomepage: isHome }) ?? DEFAULT_LAYOUT;
  const placement = settings?.side_menu_placement ?? 'left';
  const columns = layoutColumns(
    layout,
    { desktop: desktop && !contentOnly, large: large && !contentOnly },
    placement,
  );
  const navVisible = [...(columns.side ?? []), ...(columns.right ?? [])].some(
    (w) => w.name === 'navigation_menu',
  );
  const betslipVisible = (columns.right ?? []).some((w) => w.name === 'betslip');
  const classes = cx(
    styles.columns,
    columns.side && styles.withSide,
    columns.right && styles.withRight,
    columns.sideAtRight && styles.sideAtRight,
  );

  return (
    <div className={cx(styles.shell, contentOnly && styles.contentOnly)}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      {!contentOnly && (
        // The slip in the right column is a target; elsewhere it is an overlay, which the link opens.
        <a
          className={styles.skip}
          href="#betslip"
          onClick={(event) => {
            if (betslipVisible) return;
            event.preventDefault();
            openOverlay('betslip');
          }}
        >
          {t('skipToBetslip')}
        </a>
      )}
      <Notices />
      {!contentOnly && <Header isDesktop={desktop} showMenuButton={!desktop || !navVisible} />}
      {!contentOnly && desktop && (
        <Suspense fallback={<div style={{ height: 'var(--sb-subheader-height)' }} />}>
          <Subheader />
        </Suspense>
      )}
      <div className={classes}>
        {columns.side && (
          <div className={styles.side}>
            <Suspense fallback={null}>
              <Column
                widgets={columns.side}
                placement={columns.sideAtRight ? 'right' : 'left'}
                jackpot={jackpot}
              />
            </Suspense>
          </div>
        )}
        <div className={styles.main}>
          <main className={styles.page} id="main" tabIndex={-1}>
            {settingsQuery.isError && (
              <ErrorState
                compact
                message={t('status.settingsFailed')}
                onRetry={() => void settingsQuery.refetch()}
              />
            )}
            <Outlet />
            <CentralBottom widgets={layout.central_bottom} />
          </main>
          {/* The page's one contentinfo landmark: a footer inside main would be none. */}
          {!contentOnly && <FooterHtml channel={desktop ? 'web' : 'mobile'} />}
          {!contentOnly && settings?.gcb_seal_required && (
            <WhenHydrated>
              <Suspense fallback={null}>
                <LicenceSeal />
              </Suspense>
            </WhenHydrated>
          )}
        </div>
        {columns.right && (
          <aside className={styles.right} aria-label={t('rightColumn')}>
            <Suspense fallback={null}>
              <Column widgets={columns.right} placement="right" jackpot={jackpot} />
            </Suspense>
          </aside>
        )}
      </div>
      <Suspense fallback={null}>
        {!contentOnly && !desktop && (
          // On a pool page the jackpot slip's bar, right above the footer, says how many picks it holds.
          <MobileFooter
            headerShown={!contentOnly}
            menuInLayout={columns.menuInLayout}
            betCount={jackpot ? 0 : betCount}
          />
        )}
        {!contentOnly && desktop && !betslipVisible && <DesktopBetBar betCount={slipCount} />}
        {/* Content-only pages (a host page, a native app) keep the slip, its bar, dialogs and toasts. */}
        {(hasSession || betCount > 0 || pendingBet) && (
          // On a pool page the jackpot slip is in the betslip's place: the betslip shows no bar there.
          <PlayerParts
            panelShown={betslipVisible || jackpot !== undefined}
            desktop={desktop && !contentOnly}
          />
        )}
        {jackpot && (
          <WhenHydrated>
            <JackpotSlipHost
              jackpotId={jackpot.jackpotId}
              panelShown={betslipVisible}
              desktop={desktop && !contentOnly}
            />
          </WhenHydrated>
        )}
      </Suspense>
      {scrolled && (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      )}
      <OverlaysHost placement={columns.sideAtRight ? 'right' : 'left'} betslip={jackpot === undefined} />
      <PowerOddsHost />
      {hasToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <HostBridgeHost />
      {!contentOnly && <NewsPopupsHost />}
      <ContentPopupHost />
      {/* SPEC.md §2 device-orientation notice: CSS shows it on a phone held sideways. */}
      {!contentOnly && (
        <div className={styles.orientationNotice}>
          <p>
            <strong>{t('orientation.title')}</strong> {t('orientation.text')}
          </p>
        </div>
      )}
      {isNativeApp(flags) && (
        <Suspense fallback={null}>
          <NativeLogin />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The app shell, the layout route of every `/:locale/...` page: validates the locale (an unknown one
 * redirects, SPEC.md §2), reads the query flags once, starts i18n in the visitor's language, tells
 * the HTTP client the locale and channel, applies the theme, and renders header, side menu, page,
 * right column and footer, or only the page in content-only mode.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const locale = useParams().locale ?? '';
  const [flags] = useState(() => parseQueryFlags(search));
  const preferred = usePreferencesStore((s) => s.language);
  const desktop = useIsDesktop();
  const queryClient = useQueryClient();
  const redirect = localeTarget(pathname, search, preferred);
  // Without a redirect (SPEC.md §2 skips it on some paths) an unknown locale renders in the default one.
  const language = isUiLanguage(locale) ? locale : DEFAULT_LOCALE;

  if (redirect === null) {
    // Both are idempotent; they must run before the first query and the first translation.
    setRequestContext({ locale: language, channel: desktop ? 'web' : 'mobile' });
    startI18n(language, flags);
  }
  useApplyTheme(flags.theme);

  const previous = useRef(language);
  useEffect(() => {
    if (redirect !== null) return;
    // Server HTML arrives with both set; i18next.dir() is worth sparing (it builds an Intl.Locale).
    if (document.documentElement.lang !== language) {
      document.documentElement.lang = language;
      document.documentElement.dir = i18next.dir(language);
    }
    if (previous.current === language) return;
    previous.current = language;
    // Content is per language: switch the texts, then refetch what is on screen in the new language.
    void switchLanguage(language).then(() => queryClient.invalidateQueries());
  }, [redirect, language, queryClient]);

  const oddsType = useResolvedOddsType();

  if (redirect !== null) return <Navigate to={redirect} replace />;
  return (
    <QueryFlagsProvider flags={flags}>
      <OddsTypeContext value={oddsType}>
        <Suspense fallback={<BootSkeleton contentOnly={isContentOnly(flags)} />}>
          <BetslipPrices>
            <Shell />
          </BetslipPrices>
        </Suspense>
      </OddsTypeContext>
    </QueryFlagsProvider>
  );
}
