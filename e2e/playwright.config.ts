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

export default defineConfig({
  testDir: './tests',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions,
    // A trace costs about a fifth of a journey's time: only a retry (in CI) records one.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'mobile-390',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop-1366', use: { viewport: { width: 1366, height: 768 } } },
  ],
  webServer: {
    command: `node --import tsx serve.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // The feed plays 20 times faster than real time, so clocks visibly move within a test.
    env: {
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      FEED_SPEED: '20',
      JWT_SECRET: E2E_JWT_SECRET,
      // The demo feed controls move a price or suspend a market on cue (tests/betslip.spec.ts).
      DEMO_CONTROLS: 'on',
      // The visitor's country as a CDN names it (tests/content.spec.ts sends it to reach /blocked).
      TRUST_PROXY: 'on',
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
    },
  },
});
