import { createBrowserRouter, type RouteObject } from 'react-router';
import type { UnavailableSection } from '../features/content/components/unavailable-section.tsx';
import { BootSkeleton } from './boot-skeleton.tsx';
import { paths } from './paths.ts';
import { RouteError } from './route-error.tsx';

/**
 * Route table of SPEC.md §2. Every page is a lazy route module (exporting `Component`), so the
 * first load carries only the shell and the page it shows.
 */
const page = (pattern: string, load: NonNullable<RouteObject['lazy']>): RouteObject => ({
  path: pattern,
  lazy: load,
});

const unavailable = (pattern: string, section: UnavailableSection): RouteObject =>
  page(pattern, async () => {
    const { UnavailableSectionPage } = await import('../features/content/components/unavailable-section.tsx');
    return { Component: () => <UnavailableSectionPage section={section} /> };
  });

export const routes: RouteObject[] = [
  {
    // `/` and paths without a known locale: redirect to the resolved locale (SPEC.md §2 Locale).
    path: '*',
    lazy: () => import('../routes/locale-redirect.tsx'),
    hydrateFallbackElement: <BootSkeleton />,
  },
  {
    path: '/:locale',
    lazy: () => import('../routes/app-shell.tsx'),
    hydrateFallbackElement: <BootSkeleton />,
    children: [
      {
        // A failing page shows its error inside the shell, which keeps working.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('../routes/home.tsx') },
          page(paths.sports.pattern, () => import('../routes/sports.tsx')),
          page(paths.fixtures.pattern, () => import('../routes/fixtures.tsx')),
          page(paths.competitions.pattern, () => import('../routes/competitions.tsx')),
          page(paths.outrights.pattern, () => import('../routes/outrights.tsx')),
          page(paths.sport.pattern, () => import('../routes/sport.tsx')),
          page(paths.country.pattern, () => import('../routes/country.tsx')),
          page(paths.league.pattern, () => import('../routes/league.tsx')),
          page(paths.event.pattern, () => import('../routes/event.tsx')),
          // Sections the footer and menus link to whose pages come with later issues: an honest notice.
          unavailable(paths.live.pattern, 'live'),
          unavailable(paths.liveSport.pattern, 'live'),
          unavailable(paths.liveEvent.pattern, 'live'),
          unavailable(paths.openBets.pattern, 'mybets'),
          unavailable(paths.promotions.pattern, 'promotions'),
          unavailable(paths.account.pattern, 'account'),
          unavailable(paths.kiron.pattern, 'virtuals'),
          { path: '*', lazy: () => import('../routes/not-found.tsx') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
