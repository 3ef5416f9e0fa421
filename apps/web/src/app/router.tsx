import { Component as ReactComponent, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { UnavailableSection } from '../features/content/components/unavailable-section.tsx';
import { BootSkeleton, PageSkeleton } from './boot-skeleton.tsx';
import { paths } from '@sb/domain';
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

const page = (pattern: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => {
  const Page = lazyRoute(load);
  return { path: pattern, element: <Page /> };
};

const unavailable = (pattern: string, section: UnavailableSection): RouteObject =>
  page(pattern, async () => {
    const { UnavailableSectionPage } = await import('../features/content/components/unavailable-section.tsx');
    return { Component: () => <UnavailableSectionPage section={section} /> };
  });

const LocaleRedirect = lazyRoute(() => import('../routes/locale-redirect.tsx'));
const AppShell = lazyRoute(() => import('../routes/app-shell.tsx'));
const Home = lazyRoute(() => import('../routes/home.tsx'));

export const routes: RouteObject[] = [
  // `/` and paths without a known locale: redirect to the resolved locale (SPEC.md §2 Locale).
  { path: '*', element: <LocaleRedirect /> },
  {
    path: '/:locale',
    element: <AppShell />,
    children: [
      {
        // A failing page shows its error inside the shell, which keeps working.
        element: <PageBoundary />,
        children: [
          { index: true, element: <Home /> },
          page(paths.sports.pattern, () => import('../routes/sports.tsx')),
          page(paths.fixtures.pattern, () => import('../routes/fixtures.tsx')),
          page(paths.competitions.pattern, () => import('../routes/competitions.tsx')),
          page(paths.outrights.pattern, () => import('../routes/outrights.tsx')),
          page(paths.sport.pattern, () => import('../routes/sport.tsx')),
          page(paths.country.pattern, () => import('../routes/country.tsx')),
          page(paths.league.pattern, () => import('../routes/league.tsx')),
          page(paths.event.pattern, () => import('../routes/event.tsx')),
          page(paths.live.pattern, () => import('../routes/live-sport.tsx')),
          page(paths.liveSport.pattern, () => import('../routes/live-sport.tsx')),
          page(paths.liveEvent.pattern, () => import('../routes/live-event.tsx')),
          page(paths.account.pattern, () => import('../routes/account.tsx')),
          page(paths.accountBets.pattern, () => import('../routes/account-bets.tsx')),
          page(paths.accountBalances.pattern, () => import('../routes/account-balances.tsx')),
          page(paths.accountTransactions.pattern, () => import('../routes/account-transactions.tsx')),
          page(paths.openBets.pattern, () => import('../routes/open-bets.tsx')),
          // Sections the footer and menus link to whose pages come with later issues: an honest notice.
          unavailable(paths.promotions.pattern, 'promotions'),
          unavailable(paths.kiron.pattern, 'virtuals'),
          page('*', () => import('../routes/not-found.tsx')),
        ],
      },
    ],
  },
];

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
      </Suspense>
    </PageErrorBoundary>
  );
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

  override componentDidCatch(error: unknown) {
    // Typically a route chunk missing after a deploy; the console is where reporting picks it up.
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
