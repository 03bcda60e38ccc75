import fs from 'node:fs';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layering of docs/architecture.md#import-rules, as import-x zones (paths relative to this file).
const ROOT = import.meta.dirname;
const FEATURES = fs
  .readdirSync(`${ROOT}/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Entries besides index.ts that other code may import: kept light for the landing page. */
const LIGHT_ENTRIES = { checkout: ['./cart.ts'], planning: ['./home.tsx'] };
/** The runtime-free modules of supabase/functions/_shared the app may import, as `@shared/…`. */
export const SHARED_FOR_APP = [
  'party-constants.ts',
  'suggestions-schema.ts',
  'vendor-contract.ts',
  'ics.ts',
  'planner/budget-shares.ts',
  'checkout/prices.ts',
  'checkout/fulfilment.ts',
  'checkout/safe-urls.ts',
  'printing/shipping-address.ts',
  'share-links.ts',
];

const layers = [
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'src/lib and src/components sit below the features and the app: move what both need into src/lib.',
  },
  ...FEATURES.map((feature) => ({
    target: FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    from: `./src/features/${feature}`,
    except: ['./index.ts', ...(LIGHT_ENTRIES[feature] ?? [])],
    message: `Import the ${feature} feature through its index.ts ('@/features/${feature}').`,
  })),
  ...FEATURES.map((feature) => ({
    target: ['./src/app', './src/main.tsx', './src/entry-server.tsx'],
    from: `./src/features/${feature}`,
    except: ['./index.ts', './routes', ...(LIGHT_ENTRIES[feature] ?? [])],
    message: `The app imports the ${feature} feature through its index.ts or its routes/.`,
  })),
  {
    target: './src',
    from: './supabase',
    except: SHARED_FOR_APP.map((module) => `./functions/_shared/${module}`),
    message: 'The app may import only the _shared modules listed in docs/architecture.md#import-rules (SHARED_FOR_APP in eslint.config.js).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist*/',
      'node_modules',
      '.supabase-local',
      '.supabase-test*/',
      'bench-results/',
      'supabase/functions',
      'src/lib/database.types.ts',
      'test-results*/',
      'playwright-report*/',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The app's layering and module cycles; tests/unit/lint-rules.test.ts shows each rule biting.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (no-cycle reads their imports), resolved as tsconfig.app.json says.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [`${ROOT}/tsconfig.app.json`] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)supabase/functions/', message: "Reach supabase/functions/_shared through the '@shared/…' alias." }],
          // sonner loads with the first toast (src/lib/toast.ts): a static import puts it back in what every page waits for.
          paths: [{ name: 'sonner', importNames: ['toast'], message: "Raise toasts through '@/lib/toast', which loads sonner on first use." }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our Checkbox renders an <input>; a label's text may sit a few elements deep.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Checkbox'], depth: 4 }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument: the tests use it to name the case that failed.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Vitest runs an expect in a hook and fails the tests it serves: hooks check their setup and wait with waitFor(expect).
      // Helpers named expect… assert; a collector's until() fails the test when what it waits for never arrives.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '*.until'] }],
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['beforeAll', 'beforeEach', 'afterEach', 'afterAll'] }],
    },
  },
  {
    // Permission matrices: one test per actor (describe.each / it.each) whose expectation is the
    // actor's row of the table, so each branch asserts and none can be skipped.
    files: ['tests/integration/permissions.test.ts', 'tests/integration/planning.test.ts', 'tests/unit/db-policies*.test.ts'],
    rules: { 'vitest/no-conditional-expect': 'off' },
  },
  {
    files: ['tests/component/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup:
      // tests/component/support/server.ts calls it, and a test that must unmount early does too.
      'testing-library/no-manual-cleanup': 'off',
    },
  },
  // Last: turns off any stylistic rule above that would fight Prettier's output.
  prettier,
);
