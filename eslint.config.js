import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const WEB = ['apps/web/**/*.{ts,tsx}'];

/**
 * The web's borders (docs/ARCHITECTURE.md "Web"). Under apps/web/src:
 * - features/<name>/ is one capability; another feature reaches it only through its public entry,
 *   features/<name>/index.ts (the list below is every folder of features/, so a new one is covered);
 * - app/ and routes/ compose features (and choose what loads lazily); nothing else imports them;
 * - the shared layer (i18n/, ui/, hooks/, api/, lib/) knows no feature, and its folders import one
 *   another in one direction only, each from those before it in SHARED_ORDER: the design system
 *   knows no hook, the hooks no HTTP call, the HTTP client none of the app's services in lib/;
 * - test/ holds the kits that tests share; only tests import it.
 * The features' own graph (no cycle through their public entries) is scripts/borders/feature-graph.ts's.
 */
const WEB_SRC = `${import.meta.dirname}/apps/web/src`;
const FEATURES = readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The shared folders, lowest first: each may import those before it, never one after it. */
const SHARED_ORDER = ['i18n', 'ui', 'hooks', 'api', 'lib'];
const SHARED = SHARED_ORDER.map((dir) => `${WEB_SRC}/${dir}`);
const PUBLIC_ENTRY = 'index.ts';

const BORDERS = [
  ...FEATURES.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`, ...FEATURES.map((other) => `./${other}/${PUBLIC_ENTRY}`)],
    message: `Import another feature through its public entry (features/<name>/${PUBLIC_ENTRY}).`,
  })),
  {
    target: [`${WEB_SRC}/features`, ...SHARED],
    from: [`${WEB_SRC}/app`, `${WEB_SRC}/routes`],
    message: 'app/ and routes/ compose features: features and the shared layer never import them.',
  },
  {
    target: SHARED,
    from: `${WEB_SRC}/features`,
    message: 'The shared layer (i18n/, ui/, hooks/, api/, lib/) knows no feature.',
  },
  ...SHARED_ORDER.slice(0, -1).map((dir, i) => ({
    target: `${WEB_SRC}/${dir}`,
    from: SHARED_ORDER.slice(i + 1).map((later) => `${WEB_SRC}/${later}`),
    message: `The shared folders import one way (${SHARED_ORDER.join(' <- ')}): ${dir}/ imports none after it.`,
  })),
];
const TEST_KITS = {
  target: WEB_SRC,
  from: `${WEB_SRC}/test`,
  message: 'src/test holds the test kits: only tests import them.',
};

export const webBorders = [
  {
    files: WEB,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BORDERS }],
      // A cycle makes the load order (and the chunk a module lands in) depend on who is imported first.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: WEB,
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...BORDERS, TEST_KITS] }] },
  },
];

/**
 * The server's borders (docs/decisions/server-modules.md). Under apps/server:
 * - src/modules/<name>/ is one module; another module, and everything outside modules/ (app.ts, feed/,
 *   web/, demo/, db/, test/, bench/ ...), reaches it only through its public entry, modules/<name>/index.ts
 *   (the list below is every folder of modules/, so a new one is covered);
 * - feed/ is the transport of the live feed and of market results: modules (live, settlement) import it,
 *   it imports no module;
 * - src/test/ holds the kits that tests share; only tests (and bench/) import it.
 */
const SERVER = `${import.meta.dirname}/apps/server`;
const SERVER_SRC = `${SERVER}/src`;
const MODULES = readdirSync(`${SERVER_SRC}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MODULE_ENTRIES = MODULES.map((module) => `./${module}/${PUBLIC_ENTRY}`);
const OUTSIDE_MODULES = [
  ...readdirSync(SERVER_SRC)
    .filter((name) => name !== 'modules')
    .map((name) => `${SERVER_SRC}/${name}`),
  `${SERVER}/bench`,
];
const SERVER_ZONES = [
  ...MODULES.map((module) => ({
    target: `${SERVER_SRC}/modules/${module}`,
    from: `${SERVER_SRC}/modules`,
    except: [`./${module}`, ...MODULE_ENTRIES],
    message: `Import another module through its public entry (modules/<name>/${PUBLIC_ENTRY}).`,
  })),
  {
    target: OUTSIDE_MODULES,
    from: `${SERVER_SRC}/modules`,
    except: MODULE_ENTRIES,
    message: `Import a module through its public entry (modules/<name>/${PUBLIC_ENTRY}).`,
  },
  {
    target: `${SERVER_SRC}/feed`,
    from: `${SERVER_SRC}/modules`,
    message: 'feed/ is the transport: modules import it, it imports no module.',
  },
];
const SERVER_TEST_KITS = {
  target: SERVER_SRC,
  from: `${SERVER_SRC}/test`,
  message: 'src/test holds the test kits: only tests import them.',
};
const SERVER_FILES = ['apps/server/**/*.ts'];

export const serverBorders = [
  {
    files: SERVER_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: SERVER_ZONES }] },
  },
  {
    files: SERVER_FILES,
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...SERVER_ZONES, SERVER_TEST_KITS] }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-server',
      '.tsbuild',
      'test-results',
      'playwright-report',
      'apps/server/drizzle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: WEB, languageOptions: { globals: { ...globals.browser } } },
  { files: WEB, ...jsxA11y.flatConfigs.recommended },
  { files: WEB, ...reactHooks.configs.flat['recommended-latest'] },
  {
    files: WEB,
    rules: {
      // The web imports the area tables (catalogPaths, livePaths ...): the joined table would put every
      // path of the product into the first page's chunk.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sb/contract',
              importNames: ['apiPaths', 'apiRoutes'],
              message: 'Import the area table (catalogPaths, livePaths, accountPaths, betslipPaths).',
            },
          ],
        },
      ],
    },
  },
  ...webBorders,
  ...serverBorders,
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  // Dependencies point one way (docs/ARCHITECTURE.md): apps -> domain -> contract. The contract
  // describes the wire and imports none of ours; the domain imports the contract and nothing else.
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@sb/*', '**/domain/**', '**/apps/**'], message: 'The contract imports none of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sb/*', '!@sb/contract', '**/apps/**'],
              message: 'The domain imports only @sb/contract.',
            },
          ],
        },
      ],
    },
  },
);
