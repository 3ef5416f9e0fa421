/**
 * SPEC.md §7 and §8 against the product (issue 45): every call of §7 is a route the server serves,
 * and every bet rejection code of §8 has a test that makes its real condition and sees the code.
 *
 * `npm run lint` runs it after the feature graph: it builds the whole server (in-memory PGlite, no
 * demo data, no timers, demo controls off: what ships), asks Fastify for each path, reads each named
 * test file for its title, prints one line per call and per code, and fails on a missing one.
 *
 * The spec is not in the repository (it sits at ../shared/SPEC.md beside a checkout, and CI does not
 * promise it), so the lists below are extracted from it and checked in. When the file is there, the
 * script also checks the lists against it: a path or RES code of §7 / §8 missing here fails too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SpecCall {
  /** The path as §7 writes it (the token the spec check looks for). */
  spec: string;
  /** Method and our route pattern, in Fastify's syntax; a path served by several methods lists each. */
  routes: [Method, string][];
  /** Not served on purpose, and why (the issue that will). */
  expectedMissing?: string;
  /** The place §7 leaves out and we chose, or what {base}/{auth}/{api} stand for here. */
  note?: string;
}

const AUTH_ROUTE = '/auth/:locale/api/plugins/component/route';

/** SPEC.md §7, each path once ({base}, {wallet base} and {api} are /xapi/rest, {auth} /auth). */
export const SPEC_CALLS: SpecCall[] = [
  // Betslip and bets
  {
    spec: '/xapi/rest/accounts/{accountId}/betslips',
    routes: [['POST', '/xapi/rest/accounts/:accountId/betslips']],
  },
  {
    spec: '/xapi/rest/betslips/{betSlipId}/status',
    routes: [['PUT', '/xapi/rest/betslips/:betSlipId/status']],
  },
  {
    spec: 'pricing (path not shown)',
    routes: [
      ['PUT', '/xapi/rest/betslips/pricing'],
      ['POST', '/xapi/rest/betslips/pricing'],
    ],
    note: 'docs/decisions/betslip-server.md',
  },
  { spec: '/xapi/rest/betslips/selections', routes: [['POST', '/xapi/rest/betslips/selections']] },
  { spec: '/xapi/rest/promotions/epw', routes: [['GET', '/xapi/rest/promotions/epw']] },
  { spec: '/xapi/rest/betslips/retailcodes', routes: [['POST', '/xapi/rest/betslips/retailcodes']] },
  {
    spec: '/xapi/rest/accounts/{accountId}/jackpotbetslips',
    routes: [['POST', '/xapi/rest/accounts/:accountId/jackpotbetslips']],
  },
  {
    spec: '/xapi/rest/jackpotbetslips/retailcodes',
    routes: [['POST', '/xapi/rest/jackpotbetslips/retailcodes']],
  },
  {
    spec: '/xapi/rest/jackpotbetslips/selections',
    routes: [['POST', '/xapi/rest/jackpotbetslips/selections']],
  },
  {
    spec: 'jackpot bets (path not shown)',
    routes: [['POST', '/xapi/rest/jackpotbets']],
    note: 'docs/decisions/jackpot.md',
  },
  { spec: '/xapi/rest/jackpotbetweb/active', routes: [['GET', '/xapi/rest/jackpotbetweb/active']] },
  { spec: '/api/adverts/jackpot_banner', routes: [['GET', '/api/adverts/:placement']] },
  { spec: '/api/adverts/jackpot_bets', routes: [['GET', '/api/adverts/:placement']] },
  // Bets history
  {
    spec: '/xapi/rest/acchistory/dailySettledBets',
    routes: [['GET', '/xapi/rest/acchistory/dailySettledBets']],
  },
  {
    spec: '/xapi/bet/account/{accountId}/openbets',
    routes: [['GET', '/xapi/bet/account/:accountId/openbets']],
  },
  { spec: '.../openbet/{betId}', routes: [['GET', '/xapi/bet/account/:accountId/openbet/:betId']] },
  { spec: '.../betcount', routes: [['GET', '/xapi/bet/account/:accountId/betcount']] },
  // Session and auth
  { spec: '{base}/accounts/sessions', routes: [['POST', '/xapi/rest/accounts/sessions']] },
  {
    spec: '{base}/accounts/me/sessions/accept-terms',
    routes: [['POST', '/xapi/rest/accounts/me/sessions/accept-terms']],
  },
  { spec: '.../sessions/refresh', routes: [['POST', '/xapi/rest/accounts/me/sessions/refresh']] },
  { spec: '{base}/accounts/me/sessions', routes: [['DELETE', '/xapi/rest/accounts/me/sessions']] },
  {
    spec: '{auth}/{locale}/api/plugins/component/route/header_login/authenticate',
    routes: [['POST', `${AUTH_ROUTE}/header_login/authenticate`]],
  },
  { spec: '{auth}/api/login', routes: [['POST', '/auth/api/login']] },
  {
    spec: '.../security_question/checkAnswer',
    routes: [['POST', `${AUTH_ROUTE}/security_question/checkAnswer`]],
  },
  {
    spec: '.../security_question/getquestion',
    routes: [['POST', `${AUTH_ROUTE}/security_question/getquestion`]],
  },
  { spec: '.../otp/generate', routes: [['POST', `${AUTH_ROUTE}/otp/generate`]] },
  { spec: '.../otp/validate', routes: [['POST', `${AUTH_ROUTE}/otp/validate`]] },
  { spec: '.../als_integration/integrate', routes: [['POST', `${AUTH_ROUTE}/als_integration/integrate`]] },
  { spec: '.../header_login/logout', routes: [['GET', `${AUTH_ROUTE}/header_login/logout`]] },
  { spec: '/api/session', routes: [['GET', '/api/session']] },
  { spec: '/xapi/icore/players/login', routes: [['POST', '/xapi/icore/players/login']] },
  { spec: '/xapi/icore/players/{id}/details', routes: [['GET', '/xapi/icore/players/:username/details']] },
  { spec: '/xapi/icore/checkplayer', routes: [['GET', '/xapi/icore/checkplayer']] },
  {
    spec: '{api}/accounts/me/game-launch-url',
    routes: [['POST', '/xapi/rest/accounts/me/game-launch-url']],
  },
  { spec: '{api}/accounts/me/profile', routes: [['GET', '/xapi/rest/accounts/me/profile']] },
  // Account
  { spec: '/xapi/rest/accounts/{accountId}/info', routes: [['GET', '/xapi/rest/accounts/:accountId/info']] },
  { spec: '/xapi/rest/accounts/{accountId}', routes: [['PUT', '/xapi/rest/accounts/:accountId']] },
  {
    spec: '.../accountPrefs',
    routes: [
      ['GET', '/xapi/rest/accounts/:accountId/accountPrefs'],
      ['PATCH', '/xapi/rest/accounts/:accountId/accountPrefs'],
    ],
  },
  {
    spec: '/xapi/icore/players/{username}/details',
    routes: [['PUT', '/xapi/icore/players/:username/details']],
  },
  {
    spec: '/xapi/icore/players/{username}/balance/sportsbook',
    routes: [['GET', '/xapi/icore/players/:username/balance/sportsbook']],
  },
  { spec: '{wallet base}/accounts/me/balance', routes: [['GET', '/xapi/rest/accounts/me/balance']] },
  { spec: '/xapi/rest/currencies', routes: [['GET', '/xapi/rest/currencies']] },
  { spec: '/api/v2/geo_data', routes: [['GET', '/api/v2/geo_data']] },
  { spec: '/api/geo_data', routes: [['GET', '/api/geo_data']] },
  { spec: '/api/avaya_tokens', routes: [['GET', '/api/avaya_tokens']] },
  { spec: '/api/gcb_seals', routes: [['GET', '/api/gcb_seals']] },
  // Content
  { spec: '/api/tabs', routes: [['GET', '/api/tabs']] },
  { spec: '/api/coupon_groups/{id}', routes: [['GET', '/api/coupon_groups/:id']] },
  { spec: '/api/coupons/{couponId}', routes: [['GET', '/api/coupons/:id']] },
  { spec: '/api/top_sports', routes: [['GET', '/api/top_sports']] },
  { spec: '/api/submenus/{subheaderId}', routes: [['GET', '/api/submenus/:id']] },
  { spec: '/api/html_widgets/{htmlWidgetId}', routes: [['GET', '/api/html_widgets/:id']] },
  { spec: '/api/adverts/{adId}', routes: [['GET', '/api/adverts/:placement']] },
  { spec: '/api/all_cached_settings', routes: [['GET', '/api/all_cached_settings']] },
  { spec: '/api/metrics', routes: [['GET', '/api/metrics']] },
  { spec: '/next/svgs/{type}/{name}.svg', routes: [['GET', '/next/svgs/:type/:name']] },
  // Odds and events
  {
    spec: '/xapi/rest/oddsLadderAndMargins/{version}',
    routes: [['GET', '/xapi/rest/oddsLadderAndMargins/:version']],
  },
  { spec: '/xapi/rest/eventpathtree', routes: [['GET', '/xapi/rest/eventpathtree']] },
  { spec: '/xapi/rest/live/events', routes: [['GET', '/xapi/rest/live/events']] },
  { spec: '/xapi/rest/markets/{id}', routes: [['GET', '/xapi/rest/markets/:id']] },
  {
    spec: '/xapi/rest/events',
    routes: [
      ['GET', '/xapi/rest/events'],
      ['POST', '/xapi/rest/events'],
    ],
  },
  {
    spec: '/nextapi/xapi/rest/events',
    routes: [
      ['GET', '/nextapi/xapi/rest/events'],
      ['POST', '/nextapi/xapi/rest/events'],
    ],
  },
  { spec: '/xapi/rest/events/{id}', routes: [['GET', '/xapi/rest/events/:id']] },
  { spec: '/xapi/marketdata/v1/livepage', routes: [['GET', '/xapi/marketdata/v1/livepage']] },
  { spec: '.../livepage/{id}', routes: [['GET', '/xapi/marketdata/v1/livepage/:id']] },
  { spec: '.../livepage/markets/{id}', routes: [['GET', '/xapi/marketdata/v1/livepage/markets/:id']] },
  { spec: '/api/video_streams', routes: [['GET', '/api/video_streams']] },
  {
    spec: '/api/video_streams/betradar_esports_schedule',
    routes: [['GET', '/api/video_streams/betradar_esports_schedule']],
  },
  { spec: '/api/video_streams/{id}', routes: [['GET', '/api/video_streams/:streamId']] },
];

/** What in §7 looks like a path but is not one (an enum value written with slashes). */
const NOT_PATHS = new Set(['/RANKEVENT/both']);

export interface CodeTest {
  /** Test file from the repository root. */
  file: string;
  /** The test's title as written in the file (`it('…'`). */
  title: string;
}

const REJECTIONS = 'apps/server/src/modules/betslip/placement-rejections.test.ts';
const IN_PLAY = 'apps/server/src/modules/betslip/placement-in-play.test.ts';

/** SPEC.md §8 "Bet rejection codes": the test that makes each code's condition and sees the code. */
export const CODE_TESTS: Record<string, CodeTest | { owner: string }> = {
  'RES-00152': { file: REJECTIONS, title: 'refuses a single whose price moved since the slip was priced' },
  'RES-00048': { file: REJECTIONS, title: 'refuses a suspended market with RES-00048' },
  'RES-00109': {
    file: IN_PLAY,
    title: 'refuses with RES-00109 a slip whose market was suspended during its delay',
  },
  'RES-00108': {
    file: REJECTIONS,
    title: 'refuses an event whose every market is suspended with RES-00108, and takes it once reopened',
  },
  'RES-00056': { file: REJECTIONS, title: 'refuses a stake above the balance with RES-00056' },
  'RES-00034': { file: REJECTIONS, title: 'refuses a stake above bet_stake_max_amount with RES-00034' },
  'RES-00140': { file: REJECTIONS, title: 'refuses a stake below bet_stake_min_amount with RES-00140' },
  'RES-00103': { file: REJECTIONS, title: 'refuses a single on a combination-only market with RES-00103' },
  'RES-00057': {
    file: IN_PLAY,
    title: 'refuses with RES-00057 a slip whose stake and the held stakes exceed the balance',
  },
  'RES-00153': { file: REJECTIONS, title: 'refuses a handicap whose line moved with RES-00153' },
  'RES-00195': {
    file: IN_PLAY,
    title: 'a trader rejects a referred slip: RES-00195 and the stake back once',
  },
  'RES-00047': { file: REJECTIONS, title: 'refuses a finished event with RES-00047' },
  'RES-00046': {
    file: IN_PLAY,
    title: 'refuses in-play bets on an event whose feed went quiet with RES-00046',
  },
  'RES-00100': {
    file: REJECTIONS,
    title: 'refuses a starting price where SP is not offered (a football match) with RES-00100',
  },
  'RES-00098': {
    file: REJECTIONS,
    title: 'refuses a fixed price on an SP-only runner with RES-00098, and takes it at SP',
  },
  'RES-00199': { file: IN_PLAY, title: 'no trader answer in time: RES-00199' },
  'RES-00196': { file: IN_PLAY, title: 'no player answer to a counter-offer in time: RES-00196' },
  'RES-00218': { file: REJECTIONS, title: 'refuses a multiple of two outcomes of one event with RES-00218' },
  'RES-00233': {
    file: REJECTIONS,
    title: "refuses a multiple that takes the book's liability on its legs above the limit with RES-00233",
  },
  'RES-00241': {
    file: 'apps/server/src/modules/free-bets/free-bets.test.ts',
    title: 'an expired token, a stake above the token and odds below its minimum are RES-00241',
  },
  'RES-00049': {
    file: REJECTIONS,
    title: 'answers an unexpected error inside placement with RES-00049 and its reference, taking nothing',
  },
  'RES-00246': {
    file: IN_PLAY,
    title: 'refuses a second slip while one is pending with RES-00246, and takes the next once decided',
  },
  'RES-00247': { file: REJECTIONS, title: 'refuses more selections than max_bets_on_betslip with RES-00247' },
  'RES-00249': {
    file: REJECTIONS,
    title: 'refuses a market under a feed alert with RES-00249 until the alert clears',
  },
};

/** The section of SPEC.md from its `## N.` heading to the next. */
function section(spec: string, n: number): string {
  const start = spec.indexOf(`\n## ${n}.`);
  const end = spec.indexOf(`\n## ${n + 1}.`, start + 1);
  return start < 0 ? '' : spec.slice(start, end < 0 ? undefined : end);
}

/** What of §7 / §8 the checked-in lists miss (empty when the spec agrees with them). */
export function specDrift(spec: string): string[] {
  const paths = new Set(
    section(spec, 7).match(/(\{[a-z ]+\}|\.\.\.)?\/[A-Za-z0-9_{}./-]*[A-Za-z0-9_}]/g) ?? [],
  );
  const listed = new Set(SPEC_CALLS.map((c) => c.spec));
  const codes = new Set(section(spec, 8).match(/RES-\d{5}/g) ?? []);
  return [
    ...[...paths].filter((p) => !listed.has(p) && !NOT_PATHS.has(p)).map((p) => `§7 path not listed: ${p}`),
    ...[...codes].filter((c) => !(c in CODE_TESTS)).map((c) => `§8 code not listed: ${c}`),
  ];
}

/** Whether a test file holds a test of this title (it or test, any quote, the title on its own line or not). */
export function hasTest(source: string, title: string): boolean {
  const quoted = [`'${title.replaceAll("'", "\\'")}'`, `"${title}"`, `\`${title}\``];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return quoted.some((q) => new RegExp(`\\b(?:it|test)\\(\\s*${escape(q)}`).test(source));
}

export interface Report {
  lines: string[];
  failures: string[];
}

export function report(
  served: (method: Method, route: string) => boolean,
  readTest: (file: string) => string | undefined,
): Report {
  const lines: string[] = [];
  const failures: string[] = [];
  for (const call of SPEC_CALLS) {
    const missing = call.routes.filter(([method, route]) => !served(method, route));
    const what = call.routes.map(([m, r]) => `${m} ${r}`).join(', ');
    if (call.expectedMissing) {
      const state = missing.length === 0 ? 'served (no longer expected missing)' : 'expected missing';
      lines.push(`§7 ${state.padEnd(17)} ${call.spec}  (${call.expectedMissing})`);
      if (missing.length === 0) failures.push(`${call.spec} is served: drop expectedMissing`);
    } else if (missing.length > 0) {
      lines.push(`§7 MISSING           ${call.spec}  ${missing.map(([m, r]) => `${m} ${r}`).join(', ')}`);
      failures.push(`§7 ${call.spec}: not served (${missing.map(([m, r]) => `${m} ${r}`).join(', ')})`);
    } else lines.push(`§7 served            ${call.spec}  ${what}`);
  }
  for (const [code, test] of Object.entries(CODE_TESTS)) {
    if ('owner' in test) {
      lines.push(`§8 expected missing  ${code}  ${test.owner}`);
      continue;
    }
    const source = readTest(test.file);
    if (source !== undefined && hasTest(source, test.title))
      lines.push(`§8 tested            ${code}  ${test.file} › ${test.title}`);
    else {
      lines.push(`§8 MISSING           ${code}  ${test.file} › ${test.title}`);
      failures.push(`§8 ${code}: no test '${test.title}' in ${test.file}`);
    }
  }
  return { lines, failures };
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const specFile = resolve(root, '../shared/SPEC.md');
  const drift = existsSync(specFile) ? specDrift(readFileSync(specFile, 'utf8')) : [];
  if (!existsSync(specFile)) console.log(`(no ${specFile}: the checked-in lists are used as they are)`);

  const { buildApp } = await import('../apps/server/src/app.ts');
  const { configFromEnv } = await import('../apps/server/src/config.ts');
  const config = {
    ...configFromEnv({ JWT_SECRET: 'spec-calls-0123456789abcdef0123456789abcdef' }),
    dataDir: undefined,
    databaseUrl: undefined,
    redisUrl: undefined,
    demoSeed: false,
    demoPlayers: false,
    demoOutbox: false,
    demoControls: false,
    demoHostPage: undefined,
    feedSimulator: false,
    logLevel: 'warn' as const,
  };
  const app = await buildApp(config, { feed: { timers: false }, betslip: { timers: false } });
  try {
    const { lines, failures } = report(
      (method, url) => app.hasRoute({ method, url }),
      (file) => {
        const path = join(root, file);
        return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      },
    );
    for (const line of lines) console.log(line);
    const all = [...drift, ...failures];
    if (all.length > 0) {
      console.error(`\nspec-calls: ${all.length} missing\n${all.map((f) => `  ${f}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log(`\nspec-calls: every §7 call served, every §8 code tested (${lines.length} lines)`);
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
