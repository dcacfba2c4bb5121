// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Import boundaries between the four programs: checked here, not by memory. */
const forbid = (/** @type {string[]} */ groups, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      'web/dist',
      'coverage',
      'test-results',
      '**/.build/**',
      'web/src/gql/**',
      'gateway/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**'],
    rules: forbid(
      [
        '**/api/**',
        '**/gateway/**',
        '**/web/**',
        'node:*',
        'fs',
        'path',
        'http',
        'https',
        'net',
        'child_process',
        'undici',
        'pg',
        'drizzle-orm*',
        '@electric-sql/*',
      ],
      'domain/ holds pure rules: no I/O and no imports from api/, gateway/ or web/.',
    ),
  },
  {
    files: ['web/**'],
    // Build plugins run in Node at build time, not in the browser.
    ignores: ['web/build/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        ['**/api/**', '**/gateway/**', 'node:*', 'pg', 'drizzle-orm*', 'undici'],
        'web/ talks to the gateway over GraphQL only.',
      ),
    },
  },
  {
    files: ['gateway/**'],
    rules: forbid(
      ['**/api/**', '**/web/src/**', 'drizzle-orm*', 'pg', '@electric-sql/*'],
      'gateway/ reaches api/ over HTTP only.',
    ),
  },
  {
    files: ['api/**'],
    rules: forbid(
      ['**/gateway/**', '**/web/**'],
      'api/ is the system of record and imports neither gateway/ nor web/.',
    ),
  },
);
