// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Import boundaries between the four programs: checked here, not by memory. */
const forbid = (/** @type {string[]} */ groups, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

const WEB_PROGRAM = {
  group: ['**/api/**', '**/gateway/**', 'node:*', 'pg', 'drizzle-orm*', 'undici'],
  message: 'web/ talks to the gateway over GraphQL only.',
};

/**
 * Web features meet only through a feature's public entry (`features/<name>/index.ts`) or
 * `web/src/lib`: a file `depth` folders below its feature reaches the features folder with
 * `depth` steps up, so a longer path from there is another feature's inside. One block per
 * feature and depth, as the rule cannot name the importing file's feature itself.
 */
function webFeatureBoundaries() {
  const features = readdirSync(
    fileURLToPath(new globalThis.URL('./web/src/features', import.meta.url)),
    {
      withFileTypes: true,
    },
  )
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) =>
    [1, 2, 3, 4].map((depth) => ({
      files: [`web/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              WEB_PROGRAM,
              {
                regex: `^(\\.\\./){${depth}}(?!${feature}/)[a-z-]+/`,
                message: `Import another feature through its public entry ('${'../'.repeat(depth)}<feature>') or move shared code to web/src/lib.`,
              },
            ],
          },
        ],
      },
    })),
  );
}

const API_PROGRAM = {
  group: ['**/gateway/**', '**/web/**'],
  message: 'api/ is the system of record and imports neither gateway/ nor web/.',
};

/**
 * Api areas (api/src/<area>/) meet only through an area's public entry (`<area>/index.ts`) or
 * the shared places `api/src/shared` and `api/src/db`, as web features do. One block per
 * folder and depth, like webFeatureBoundaries; `db/schema.ts` is the registry of every
 * area's tables and keeps its direct imports.
 */
function apiAreaBoundaries() {
  const areas = readdirSync(fileURLToPath(new globalThis.URL('./api/src', import.meta.url)), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory() && entry.name !== 'db')
    .map((entry) => entry.name);
  return areas.flatMap((area) =>
    [1, 2, 3].map((depth) => ({
      files: [`api/src/${area}/${'*/'.repeat(depth - 1)}*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              API_PROGRAM,
              {
                regex: `^(\\.\\./){${depth}}(?!(${area}|shared|db)/)[a-z-]+/`,
                message: `Import another api area through its public entry ('${'../'.repeat(depth)}<area>') or move shared code to api/src/shared.`,
              },
            ],
          },
        ],
      },
    })),
  );
}

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
      'no-restricted-imports': ['error', { patterns: [WEB_PROGRAM] }],
    },
  },
  ...webFeatureBoundaries(),
  {
    files: ['gateway/**'],
    rules: forbid(
      ['**/api/**', '**/web/src/**', 'drizzle-orm*', 'pg', '@electric-sql/*'],
      'gateway/ reaches api/ over HTTP only.',
    ),
  },
  {
    files: ['api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_PROGRAM] }] },
  },
  ...apiAreaBoundaries(),
);
