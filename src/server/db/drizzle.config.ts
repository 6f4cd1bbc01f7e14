import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The tables, split by job; client.ts opens the database with the same files.
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/blocks-schema.ts',
    './src/server/db/ledger-schema.ts',
    './src/server/db/clipper-figures-schema.ts',
    './src/server/db/payment-events-schema.ts',
    './src/server/db/platform-totals-schema.ts',
    './src/server/db/rate-limits-schema.ts',
    './src/server/db/trust-schema.ts',
    './src/server/db/mail-schema.ts',
    './src/server/db/wallet-schema.ts',
    './src/server/db/accounts-schema.ts',
    './src/server/db/instagram-schema.ts',
    './src/server/db/oauth-schema.ts',
    './src/server/db/participants-schema.ts',
  ],
  out: './src/server/db/migrations',
});
