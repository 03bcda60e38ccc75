import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import features from './scripts/lint/eslint-plugin-features.mjs';

export default tseslint.config(
  { ignores: ['dist*/', 'node_modules', '.supabase-local', 'supabase/functions', 'src/lib/database.types.ts', 'test-results*/', 'playwright-report*/'] },
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
    // Tests may reach into a feature; the app's own code goes through each feature's index.ts.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { confetti: features },
    rules: { 'confetti/feature-boundaries': 'error' },
  },
);
