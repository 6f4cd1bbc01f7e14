import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 3600),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  PAYMENTS_SANDBOX_SECRET: z.string().optional(),
  CORS_ORIGIN: z.string().optional(),
  STATIC_DIR: z.string().default('./dist'),
});

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  seedDemo: boolean;
  admin?: { email: string; password: string };
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string };
  sandboxSecret: string;
  corsOrigin?: string;
  staticDir: string;
};

/** A secret kept under DATA_DIR so that sessions survive a restart of the embedded default. */
function persistedSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const e = env.parse(source);
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
      ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
      : undefined;
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(e.DATA_DIR, 'jwt-secret'),
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    seedDemo: e.SEED_DEMO === 'true',
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    razorpay,
    sandboxSecret: e.PAYMENTS_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    corsOrigin: e.CORS_ORIGIN,
    staticDir: e.STATIC_DIR,
  };
}

/** A config for tests: in-memory database, fixed secrets, no seed. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    dataDir: '',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    jwtExpiresInSeconds: 3600,
    seedDemo: false,
    sandboxSecret: 'sandbox-test-secret',
    staticDir: './dist',
    ...overrides,
  };
}
