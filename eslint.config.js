// Lint: typescript-eslint's type-checked rules on every TypeScript file (server, client, tests, configs) and React's
// hooks rules on the client. Formatting is Prettier's business, not ESLint's.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/**', 'client/graphql/**', 'public/**', 'test-results/**', 'playwright-report/**', '.tmp*'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // The configuration files at the top belong to no tsconfig; they are checked with the default one.
        projectService: { allowDefaultProject: ['*.ts', '*.js'], defaultProject: 'tests/tsconfig.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A form's or button's handler may be async: React ignores what it returns, and each handler reports its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two rules of hooks. The plugin's other rules judge code written for the React Compiler, which this
      // project does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Components take their callbacks as props and no client code uses `this`: a destructured prop is not a method.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: ['client/**/*.{ts,tsx,js}'], languageOptions: { globals: { ...globals.browser } } },
  {
    // A migration is MikroORM's class whose up() and down() queue statements with addSql and await nothing.
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests read the server's JSON answers as they come (untyped) and let their assertions judge the shape; typing every
    // answer would repeat the schema without checking anything more.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
