import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the SPA build and every Vitest suite.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Screens are lazy route chunks (src/web/routes); the libraries go in one vendor chunk instead of
        // dozens of shared fragments: few requests on a cold load, and an app deploy leaves it cached.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
    // The vendor chunk (React, Mantine, zod, router, query) is ~660 kB minified, ~200 kB gzip, by design.
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  test: {
    // In CI a JSON report as well, from which .ci/run prints a plain 'N passed, N failed' line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'tests/results/vitest.json' }]] : ['default'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
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
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
