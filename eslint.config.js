import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = ['apps/web/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
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
