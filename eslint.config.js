import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import local from './scripts/lint/noImportCycle.mjs';

// A feature never imports another feature: shared code lives in lib/, components/ or domain/.
function featureBoundaries() {
  const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [
                `**/features/${other}`,
                `**/features/${other}/**`,
                `../${other}`,
                `../${other}/**`,
                `../../${other}/**`,
                `../../../${other}/**`,
              ],
              message: `Features do not import each other (${feature} -> ${other}); share through lib/, components/ or domain/.`,
            })),
        },
      ],
    },
  }));
}

/** One direction for imports: each entry lists what its files may not import, and why. */
// Patterns are .gitignore lines, where a leading # starts a comment: the import names escape it.
const LAYERS = [
  {
    // Plain TypeScript that the app, the API and the scripts all run.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    groups: [
      [
        'react',
        'react/**',
        'react-*',
        'firebase',
        'firebase/**',
        'firebase-admin',
        'firebase-admin/**',
        'i18next',
        'swr',
      ],
      [
        '**/lib',
        '**/lib/**',
        '\\#lib/**',
        '**/components/**',
        '\\#components/**',
        '**/features/**',
        '**/app/**',
      ],
    ],
    message: 'The domain imports no React, no Firebase and nothing of the app: the API runs it too.',
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    groups: [['**/features/**', '**/app/**']],
    message: 'Shared code imports no feature and no screen of the app: features import it.',
  },
  {
    files: ['server/**/*.ts'],
    groups: [
      [
        '**/src/features/**',
        '**/src/components/**',
        '\\#components/**',
        '**/src/app/**',
        '**/src/lib/**',
        '\\#lib/**',
        'react',
        'react-dom',
        'react/**',
      ],
    ],
    message: 'The server imports no screen: what it shares with the app lives in src/domain.',
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    groups: [['\\#server/**', '**/server/**', '\\#fixtures/**']],
    message: "The app imports nothing of the server nor of the tests' fixtures: it runs in a browser.",
  },
];

const layerBoundaries = () =>
  LAYERS.map(({ files, ignores, groups, message }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': ['error', { patterns: groups.map((group) => ({ group, message })) }],
    },
  }));

export default tseslint.config(
  { ignores: ['dist', 'functions', 'coverage', '.data', 'test-results', 'playwright-report', 'reports'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Plain scripts served as they are, before the app's own code runs.
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // React's rules for the app only: tests and the server have functions named use… that are not hooks.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  ...featureBoundaries(),
  ...layerBoundaries(),
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.node },
  },
  {
    // No module imports, however far round, a module that imports it: types included.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/no-import-cycle': 'error' },
  },
);
