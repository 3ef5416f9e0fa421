import {
  Component as ReactComponent,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { BootSkeleton, PageSkeleton } from './boot-skeleton.tsx';
import { FLUTTER_MAINTENANCE_PATH, GAME_SECTION_PATHS, paths } from '@sb/domain';
import { RouteError } from './route-error.tsx';

/**
 * Route table of SPEC.md §2. Every page is a lazy module (exporting `Component`), so the first load
 * carries only the shell and the page it shows.
 *
 * React Router runs in declarative mode: pages fetch through TanStack Query, so the data router's
 * loaders, actions and fetchers would be unused weight (about 16 KB gzip of the first load).
 */
const lazyRoute = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

type RouteModule = { Component: ComponentType };

/** The route modules by file (routes/<name>.tsx), each loaded when its route first renders. */
const ROUTE_MODULES = import.meta.glob<RouteModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);

const routeModule = (name: string): (() => Promise<RouteModule>) => {
  const load = ROUTE_MODULES[`../routes/${name}.tsx`];
  if (!load) throw new Error(`No route module routes/${name}.tsx`);
  return load;
};

/**
 * What the server renderer reads off a matched route: the source file of its module, so that the page
 * it sends preloads that module's chunk (see docs/decisions/first-screen.md), and the browser can load
 * it before hydrating.
 */
export interface RouteHandle {
  module: string;
  load: () => Promise<unknown>;
}

const handle = (name: string): RouteHandle => ({ module: `src/routes/${name}.tsx`, load: routeModule(name) });

const page = (pattern: string, name: string): RouteObject => {
  const Page = lazyRoute(routeModule(name));
  return { path: pattern, element: <Page />, handle: handle(name) };
};

const LocaleRedirect = lazyRoute(routeModule('locale-redirect'));
const AppShell = lazyRoute(routeModule('app-shell'));
const Home = lazyRoute(routeModule('home'));

export const routes: RouteObject[] = [
  // `/` and paths without a known locale: redirect to the resolved locale (SPEC.md §2 Locale).
  { path: '*', element: <LocaleRedirect /> },
  {
    // Outside the shell (SPEC.md §2 "render without the usual providers"): these show when the API
    // is down or refuses the visitor, so they must not wait on the shell's calls.
    element: <PageBoundary />,
    children: [
      page(`/:locale/${paths.maintenance.pattern}`, 'maintenance'),
      page(FLUTTER_MAINTENANCE_PATH, 'maintenance'),
      page(`/:locale/${paths.blocked.pattern}`, 'blocked'),
    ],
  },
  {
    path: '/:locale',
    element: <AppShell />,
    handle: handle('app-shell'),
    children: [
      {
        // A failing page shows its error inside the shell, which keeps working.
        element: <PageBoundary />,
        children: [
          { index: true, element: <Home />, handle: handle('home') },
          page(paths.sports.pattern, 'sports'),
          page(paths.fixtures.pattern, 'fixtures'),
          page(paths.competitions.pattern, 'competitions'),
          page(paths.outrights.pattern, 'outrights'),
          page(paths.sport.pattern, 'sport'),
          page(paths.country.pattern, 'country'),
          page(paths.league.pattern, 'league'),
          page(paths.event.pattern, 'event'),
          page(paths.live.pattern, 'live-sport'),
          page(paths.liveSport.pattern, 'live-sport'),
          page(paths.liveEvent.pattern, 'live-event'),
          page(paths.account.pattern, 'account'),
          page(paths.accountBets.pattern, 'account-bets'),
          page(paths.accountBalances.pattern, 'account-balances'),
          page(paths.accountTransactions.pattern, 'account-transactions'),
          page(paths.openBets.pattern, 'open-bets'),
          page(paths.jackpot.pattern, 'jackpot'),
          page(paths.jackpotEvent.pattern, 'jackpot-event'),
          page(paths.promotions.pattern, 'promotions'),
          page(paths.promotion.pattern, 'promotion'),
          page(paths.publicPage.pattern, 'public-page'),
          page(paths.forgottenPassword.pattern, 'forgotten-password'),
          page(paths.registration.pattern, 'registration'),
          // The embedded game sections of §2, each at its path, and one of Leap's games.
          ...Object.values(GAME_SECTION_PATHS).map((path) => page(path, 'game-section')),
          page(`${GAME_SECTION_PATHS.leap}/*`, 'game-section'),
          page('*', 'not-found'),
        ],
      },
    ],
  },
];

/** The modules of the routes a path matches (shell, page), by source file, with their loaders. */
export function routeModulesOf(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as RouteHandle] : [],
  );
}

/** The whole app's routes; the boot skeleton shows until the shell's module has arrived. */
export function AppRoutes() {
  return <Suspense fallback={<BootSkeleton />}>{useRoutes(routes)}</Suspense>;
}

/**
 * Around every page: the shell stays while the page's module loads (navigations keep the previous
 * page, since React Router updates in a transition); a page that fails to load or render shows its
 * error inside the shell, and moving to another path tries again.
 */
function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname} fallback={<RouteError />}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
        <PageHydrated />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * Marks the end of hydration (main.tsx): its effect runs once the page's boundary has hydrated; the
 * parts nested in it (lazy lists, the side columns) finish in the transition's next slices, so the page
 * takes pointers again once the browser is idle.
 */
function PageHydrated() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root?.dataset.hydrating === undefined) return;
    const release = () => delete root.dataset.hydrating;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: 1000 });
    else setTimeout(release, 50);
  }, []);
  return null;
}

/** React catches render errors only in a class component's lifecycle. */
class PageErrorBoundary extends ReactComponent<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    // Typically a route chunk missing after a deploy. The page says so itself (RouteError), and our
    // error-reporting endpoint hears of it (SPEC.md §8); its code loads only when something failed.
    console.error(error);
    void import('../lib/telemetry/report-client-error.ts').then(({ reportClientError }) =>
      reportClientError(error, info.componentStack),
    );
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
