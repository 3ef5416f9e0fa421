/**
 * The bundle plan (issue 43): the chunks of the app's own code that have a name, what each is for,
 * and the modules each holds, by path under apps/web/src. vite.config.ts builds its chunk groups from
 * it; any module not named here goes where its imports put it, and a `lazy()` import starts a chunk.
 *
 * Declared, not implied: src/app/chunk-plan.test.ts fails when a path named here no longer exists (a
 * moved file would otherwise leave its chunk without a word), and the first-load journey
 * (e2e/tests/first-load.spec.ts) fails when the home page's first load passes its budget.
 *
 * A folder ends with '/'; a file is named without its extension (a component and its CSS module
 * alike: 'features/navigation/components/header' holds header.tsx and header.module.css).
 */
export interface ChunkPlan {
  /** Why these modules share a chunk: what loads it, and when. */
  why: string;
  /** Folders and files of apps/web/src. */
  holds: readonly string[];
  /** Folders and files under those, left to their importers. */
  except?: readonly string[];
  /** Modules of the workspace packages (packages/, not apps/web/src) that go with these. */
  packages?: readonly string[];
}

export const CHUNK_PLAN = {
  core: {
    why:
      'The app code every route loads before its first render: the start and the router (app/), the ' +
      'API client (api/), generic hooks, the i18n loader (not its texts, which load per language), the ' +
      "design system's primitives, the preferences, the session, the shell's state and the paths. Not " +
      "the overlays (they load with the first toast or dialog), nor the catalogue pages' parts, nor " +
      'the design tokens, which stay with the entry (main.tsx imports them, so that the entry imports ' +
      "none of the app's modules statically). The header's class names too: the header and its lazy " +
      'player actions share them, which would otherwise make a chunk of their own.',
    holds: [
      'app/',
      'api/',
      'hooks/',
      'i18n/',
      'ui/',
      'lib/shell/',
      'lib/session/',
      'lib/routing/',
      'lib/preferences/',
      'features/navigation/components/header.module.css',
    ],
    except: ['i18n/locales/', 'ui/overlay/', 'ui/page/', 'ui/tokens.css', 'api/response-schemas/'],
  },
  shell: {
    why:
      "The shell's lazy parts that every page loads at both sizes, one chunk: the shell itself, what its " +
      "prices mean (the betslip's store and toggle, the power odds), its subheader and header, the " +
      "operator's footer. Apart, they were six requests and 1.1 KB more gzip on the home page. Parts " +
      'that a phone loads only on a press (the language selector, the side menu), the desktop-only bet ' +
      'bar and parts a page may not show (widgets, adverts) stay apart. Whether live chat is offered ' +
      'goes with the subheader that asks it; which game sections the menus list, with the menus (its rule loads on its own, when a menu shows its games).',
    holds: [
      'routes/app-shell',
      'routes/price-actions',
      'features/betslip/betslip-store',
      'features/betslip/use-toggle-selection',
      'features/navigation/components/header',
      'features/navigation/components/subheader',
      'features/navigation/components/external-header',
      'features/navigation/components/logo',
      'features/content/components/footer-html',
      'features/odds-boost/power-odds',
      'features/odds-boost/api/get-power-odds',
      'features/games/use-game-listing',
    ],
    // The shell's rules, which would otherwise be chunks of their own.
    packages: [
      'packages/contract/src/content-paths',
      'packages/domain/src/sports/sport-id-space',
      'packages/domain/src/brand/live-chat-offered',
      'packages/domain/src/layout/page-layout',
      'packages/domain/src/layout/layout-columns',
    ],
  },
  'event-list': {
    why:
      "The home page's event list, one chunk: the live pages share pieces of it, which would otherwise " +
      'split it into five small chunks (more requests, worse compression).',
    holds: ['features/events/list/'],
  },
  'page-kit': {
    why:
      "The small parts that the catalogue's pages share and the home page does not use: the page's frame " +
      '(breadcrumb, tabs, its status for the server, the not-found message), the list that grows as it ' +
      "is scrolled, the listing's navigation and index, the pre-match window. Left to the bundler, each " +
      'was a chunk of a few hundred bytes, five to seven requests of a sport, league or event page, each ' +
      'a task of the page\'s start (docs/decisions/first-screen.md, "Tenth stop").',
    holds: [
      'ui/page/breadcrumb',
      'ui/page/tabs',
      'ui/page/use-page-status',
      'ui/page/not-found-message',
      'ui/page/page.module.css',
      'lib/lists/reveal-when-near',
      'features/events/components/listing-nav',
      'features/events/components/path-index',
    ],
    packages: ['packages/domain/src/routing/prematch-window'],
  },
  'live-kit': {
    why:
      'The small parts that the live pages and the event pages share and the home page does not use: ' +
      'the favourites and their store, the one-second ticker of the clocks, the comparison of id lists. ' +
      'Apart, they were five chunks of under 500 bytes each.',
    holds: [
      'lib/favourites/favourites-store',
      'lib/favourites/use-favourites-enabled',
      'lib/live/same-ids',
      'lib/live/ticker',
    ],
    packages: ['packages/domain/src/live/favourites'],
  },
} as const satisfies Record<string, ChunkPlan>;

/**
 * Lazy modules a page imports by itself as it starts, with nobody pressing anything: the response
 * schemas (the first answer a page checks), the live feed's reader, the live announcer, the stream
 * list, the boosted prices, the layout's widgets and the licence seal. For a lazy import Vite's loader
 * adds a `<link rel=modulepreload>` for each chunk under it, in the task of the import, which for these
 * is the page's start (React's render of the shell, the first answer's check): each is a request a
 * script starts, a few milliseconds of a slow phone's main thread and 5 to 30 ms under Lighthouse's
 * recording (docs/decisions/first-screen.md, "Tenth stop"). These imports fetch their chunks through the
 * browser's module loader instead, a round trip a level, which nobody waits for: the server-rendered page
 * already shows what they add to. A part a press opens (the slip, a dialog) and a page a link opens keep
 * their preloads: there somebody waits, and their chunks would arrive one round trip after another.
 */
export const START_IMPORTS = [
  'api/response-schemas/',
  'lib/live/feed/parse-server-message.ts',
  'features/live/announcer/live-announcer.tsx',
  'features/stream/index.ts',
  'features/odds-boost/power-odds.tsx',
  'routes/shell-widgets.tsx',
  'features/content/licence-seal/licence-seal.tsx',
] as const;
