import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { API_POSTGRES_EXCLUDED } from './tests/support/suite-plan';
import { LongFilesFirst } from './tests/support/long-files-first';
import react from '@vitejs/plugin-react';
import { colorSchemeMedia } from './src/web/build/color-scheme-media';
import { compileMessages } from './src/web/build/compile-messages';
import { mantineComponentStyles } from './src/web/build/mantine-component-styles';
import { mantineThemeVariables } from './src/web/build/mantine-theme-variables';

// One config for the SPA build and every Vitest suite.
export default defineConfig({
  plugins: [react(), compileMessages(), mantineComponentStyles(), mantineThemeVariables()],
  // Light or dark from the reader's system setting, in CSS alone (src/web/build/color-scheme-media.ts).
  css: { postcss: { plugins: [colorSchemeMedia()] } },
  resolve: {
    alias: [
      // The web app's and the shared contract's modules by name rather than by ../../.. (tsconfig.json's paths).
      { find: /^@web\//, replacement: fileURLToPath(new URL('./src/web/', import.meta.url)) },
      { find: /^@schemas\//, replacement: fileURLToPath(new URL('./schemas/', import.meta.url)) },
      { find: /^@messages\//, replacement: fileURLToPath(new URL('./messages/', import.meta.url)) },
      // The router's store asks for the shim that backports useSyncExternalStore to React 17; React 19 has it, and
      // the same package's plain entry uses it (a little less JavaScript on every page).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Split by route: each library lands in the chunks of the screens that use it. / loads React, the router and the
    // shell's Mantine components, not React Query, the API client with its schemas, the forms or other screens.
    // The manifest says what each page loads (tests/unit/bundle-budget.test.ts reads it).
    manifest: true,
    modulePreload: {
      // Every browser the app supports has modulepreload.
      polyfill: false,
      // A lazy chunk's imports are fetched together with it (one round trip instead of one per level of imports)
      // only for the public screens people land on: the list of those files travels in the first page's
      // JavaScript. Other screens fetch their imports as they parse (their styles still load with them).
      resolveDependencies: (file, deps) =>
        /^assets\/(campaigns|login-page)-/.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // The app (index.html's entry, src/web/main.tsx), and the small script of the pages the server draws, which
      // starts the app on a visitor's first touch (src/web/boot.ts; it imports nothing the app has).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/web/boot.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the app's first render needs in one file rather than a fragment per component (the boot
            // script's modules are initial too, but not the app's).
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !/[\\/]src[\\/]web[\\/](boot|first-use)\./.test(id),
              priority: 4,
            },
            // The data layer every data screen shares: the client and zod. The route table with every call's schemas
            // is its own chunk, loaded with the first call (src/web/lib/api-client.ts); a screen's own schemas (a
            // form's request) come with the screen.
            {
              name: 'api',
              // use-hydrated: a few lines every page that writes a date shares (the sign-in page too), which would
              // otherwise ride in the campaign screens' chunk.
              test: /[\\/]node_modules[\\/](zod|ky)[\\/]|[\\/]src[\\/]web[\\/]lib[\\/](api-client|query-keys|format|use-hydrated)\./,
              priority: 3,
            },
            // React Query, loaded with the first screen that reads data. Its context (QueryClientProvider.js, a few
            // lines) is the shell's: the root provides it (src/web/components/app-query-provider.tsx).
            {
              name: 'query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core[\\/]|react-query[\\/](?!build[\\/]modern[\\/]QueryClientProvider\.))|[\\/]lib[\\/](query-client|page-data)\./,
              priority: 2,
            },
            // Forms, only on the screens that have one.
            { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 1 },
            // The two public campaign screens people land on (list and detail) with their parts: one file to fetch.
            // A creator's create, edit and delete (campaigns feature too) load with the creator dashboard instead.
            {
              name: 'campaigns',
              test: /[\\/]src[\\/]web[\\/](features[\\/]campaigns[\\/](?!components[\\/](campaign-form-modal|campaign-editor|budget-balance-note|platforms-field)\.|api[\\/]campaign-(mutations|dates-form|form-values)\.)|lib[\\/]campaign-detail-query\.|routes[\\/](discover|campaign-detail)-screen)/,
            },
            // Mantine's everyday parts (layout, text, buttons, inputs) that screens past the first paint share: their
            // own file, so a screen that uses them does not load another screen's chunk that happens to hold them
            // (the sign-in page loaded the campaign screens for their buttons and inputs).
            {
              name: 'mantine-parts',
              test: /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Button|Center|CloseButton|Container|Group|Input|InputBase|Loader|NativeSelect|Paper|PasswordInput|Stack|Text|Textarea|TextInput|Title|UnstyledButton)[\\/]/,
              priority: 1,
            },
            // Mantine's small shared helpers (hooks, colour functions) in one file rather than a dozen.
            {
              name: 'mantine-helpers',
              test: /[\\/]node_modules[\\/]@mantine[\\/](hooks|core[\\/]esm[\\/]core)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // `vite build` builds both: the browser's app into dist/, then the public pages' server renderer
  // (src/web/entry-server.tsx) into dist/server/, which the API server loads to send those pages' markup.
  builder: {},
  environments: {
    client: {},
    ssr: {
      // Self-contained (React, Mantine, the router bundled in), so it runs wherever STATIC_DIR puts the build.
      resolve: { noExternal: true },
      build: {
        outDir: 'dist/server',
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/web/entry-server.tsx', output: { codeSplitting: false } },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  test: {
    // At least two files at a time, even on two cores (Vitest's default, one less than the cores, runs one): on this
    // machine the unit, api and web projects took 847 s instead of about 1,420 s, both cores busy throughout.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // In CI a JSON report as well, from which .ci/run prints a plain 'N passed, N failed' line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'tests/results/vitest.json' }]] : ['default'],
    // The longest files first in each project, even in a fresh clone with no durations of a last run.
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker keeps its modules from file to file: each file builds its own app on its own database
          // (tests/api/harness.ts) and no file mocks a module, so isolating them only repeated the server's import,
          // about 2 s of CPU a file (the api-postgres and concurrency projects took 258 s with it, 174 s without).
          isolate: false,
        },
      },
      // The same API suite again, each file on its own database on one PostgreSQL server (a throwaway cluster,
      // or TEST_DATABASE_URL's server), so every rule holds on the production engine too.
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...API_POSTGRES_EXCLUDED],
          environment: 'node',
          globalSetup: ['tests/api/global-setup-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          // Two files at a time: a file here mostly waits on the PostgreSQL server's processes, so a second one
          // uses the other core (the PGlite files run one at a time, each keeping a core busy). After the group
          // of the other projects, so the two groups do not compete.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      // Two API processes on one PostgreSQL database, racing for the same money.
      {
        extends: true,
        test: {
          name: 'concurrency',
          include: ['tests/concurrency/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup-postgres.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          isolate: false,
          // In the api-postgres project's group (a group runs with one worker count).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One file at a time (each starts its own server and browser), all in one worker that keeps its modules:
          // a fresh worker per file added its start and imports between files (the time between files went from
          // 115 s to 88 s). A worker count of its own needs a group of its own, after the others.
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
