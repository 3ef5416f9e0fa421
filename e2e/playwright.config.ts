import { defineConfig } from '@playwright/test';
import { E2E_JWT_SECRET } from './e2e-env.ts';

/**
 * Browser tests run against the whole product: the built web app served by the real API server
 * on a fresh embedded database with demo data, in Debian's Chromium (never a downloaded browser).
 */
const PORT = Number(process.env.E2E_PORT ?? 4190);
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Which size a journey runs at (docs/decisions/test-budget.md): a journey runs at both only where the
 * sizes behave differently (the phone's sheet and keyboard, the desktop's right column, the layout
 * checks), tagged `@both-sizes`; a journey tagged `@phone` runs on the phone only; any other on the
 * desktop only. The journeys alternate between the two, so both stay exercised. The phone's journeys
 * see the light theme and the desktop's the dark one (the brand's `system` theme follows the browser's
 * colour scheme), so both themes are exercised too. `npm run test:full` (E2E_FULL=1) runs every
 * journey at both sizes in both themes.
 */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  colorScheme: 'light' as const,
  // What Chrome on a phone sends with every request, and what the server lays its first screen out
  // by: without it the phone was served the desktop's page and settings, and re-laid it out after
  // hydrating, which no real phone does (apps/server/src/web/server-render.ts visitorOf).
  extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
};
const DESKTOP = { viewport: { width: 1366, height: 768 }, colorScheme: 'dark' as const };
const full = Boolean(process.env.E2E_FULL);

const projects = full
  ? (['light', 'dark'] as const).flatMap((colorScheme) => [
      { name: `mobile-390-${colorScheme}`, use: { ...PHONE, colorScheme } },
      { name: `desktop-1366-${colorScheme}`, use: { ...DESKTOP, colorScheme } },
    ])
  : [
      { name: 'mobile-390', use: PHONE, grep: [/@both-sizes/, /@phone/] },
      { name: 'desktop-1366', use: DESKTOP, grepInvert: [/@phone/] },
    ];

export default defineConfig({
  testDir: './tests',
  // Two workers against one server (docs/decisions/test-budget.md "One worker or two"): each journey takes
  // about twice as long beside another, and the whole run about a fifth less. Journeys log in as players
  // of their own (tests/kit.ts `playerLike`), so none sees another's balance, bets or session.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  // The list for the log; the timings for `npm test`'s closing table, where a retry shows as a failure.
  reporter: [['list'], ['./timings-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions,
    // A trace costs about a fifth of a journey's time: only a retry (in CI) records one.
    trace: 'on-first-retry',
  },
  projects,
  webServer: {
    command: `node --import tsx serve.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      // The feed plays 5 times faster than real time (a minute's clock moves every 12 s) at 40 price
      // moves a second: what the live journeys wait for, without the server and the page spending the
      // cores on a feed 20 times faster than real time.
      FEED_SPEED: '5',
      FEED_RATE: '40',
      JWT_SECRET: E2E_JWT_SECRET,
      // The demo feed controls move a price or suspend a market on cue (tests/betslip.spec.ts).
      DEMO_CONTROLS: 'on',
      // The visitor's country as a CDN names it (tests/content.spec.ts sends it to reach /blocked).
      TRUST_PROXY: 'on',
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
      // The app `npm test` built beside eslint (build-web.ts), when it did.
      ...(process.env.E2E_PREBUILT_DIR && { E2E_PREBUILT_DIR: process.env.E2E_PREBUILT_DIR }),
    },
  },
});
