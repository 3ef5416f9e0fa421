/**
 * The server the browser tests run against: its port and environment, shared by
 * e2e/playwright.config.ts (which starts it when nothing answers there) and `npm test`
 * (scripts/test.ts, which starts it early, on the core the lint phase leaves idle). The JWT secret is
 * fixed and known here so that e2e/tests/security.spec.ts can prove it never reaches the browser.
 */
export const E2E_JWT_SECRET = 'e2e-jwt-secret-7d3f9a1c5b2e4f608a9b1c2d3e4f5a6b';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4190);

/** The command, run in e2e/, that builds the web app and serves it on a fresh database (e2e/serve.ts). */
export const E2E_SERVER_COMMAND = ['node', '--import', 'tsx', 'serve.ts'] as const;

/** Answers once the server is up. */
export const E2E_HEALTH_URL = `http://127.0.0.1:${E2E_PORT}/api/health`;

export const E2E_SERVER_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
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
};
