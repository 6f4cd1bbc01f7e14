import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noBarrels = { group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' };
const noClimbing = {
  regex: '^(\\.\\./){2}',
  message: 'Import from outside this folder by its alias (@web/..., @schemas/...), not ../../.',
};
// Each feature of the web app lines up with a slice of the server; none imports another.
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The server's ledger and database layer: the folders every domain slice builds on.
const CORE_LAYER = ['db', 'ledger', 'feed', 'cache', 'paging', 'limits'];
const webImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [noBarrels, noClimbing, ...patterns] }],
});

export default tseslint.config(
  { ignores: ['dist/', '.dist-*/', 'data/', 'node_modules/', 'src/server/db/migrations/', 'tests/bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    // The service worker (docs/accounts.md#app) runs as a plain script in the worker's global scope.
    files: ['public/sw.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        ['self', 'caches', 'fetch', 'Response', 'URL', 'console'].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noBarrels] }],
    },
  },
  { files: ['src/web/**/*.{ts,tsx}'], ignores: ['src/web/build/**'], rules: webImports() },
  // Zones of the web app, one way: shared (lib, components), then features, then routes and the app.
  {
    files: ['src/web/lib/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}'],
    rules: webImports({
      regex: '^(@web/(features|routes)/|\\.\\./(features|routes)/)',
      message:
        'Shared code (src/web/lib, src/web/components) never imports a feature or a route: move what it needs ' +
        'here, or compose it in src/web/routes.',
    }),
  },
  // Layers of the server, one way (docs/architecture.md "Layers"): http and each slice's route files, then the
  // domain slices, then the ledger and database layer, then the configuration, refusals and the logger.
  {
    files: CORE_LAYER.map((folder) => `src/server/${folder}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noBarrels,
            {
              regex: `^\\.\\./(?!\\.\\./)(?!(${CORE_LAYER.join('|')})/)(?!(deps|config|refusals|i18n/catalogue|ops/logger)$)`,
              message:
                'The ledger and database layer (' +
                CORE_LAYER.join(', ') +
                ') imports only itself, the configuration, refusals.ts, the catalogue, the logger and the types of deps.ts: ' +
                'never http/ or a domain slice, which build on it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/*/**/*.ts'],
    ignores: [
      'src/server/http/**',
      ...CORE_LAYER.map((folder) => `src/server/${folder}/**`),
      '**/routes.ts',
      '**/*-routes.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noBarrels,
            {
              regex: '^\\.\\./http/',
              message:
                "Domain code never imports http/: only a slice's route files (routes.ts, *-routes.ts) do. Refuse " +
                'with src/server/refusals.ts.',
            },
          ],
        },
      ],
    },
  },
  // The configuration is the server's lowest layer: it imports nothing of ours.
  {
    files: ['src/server/config-env.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.', message: 'config-env.ts imports nothing of ours: it is the lowest layer.' }] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: webImports({
      regex: `^@web/features/(?!${feature}/)`,
      message:
        'A feature never imports another feature: compose them in src/web/routes (the screen passes the other ' +
        "feature's parts in as props), or move what both need to src/web/components or src/web/lib.",
    }),
  })),
);
