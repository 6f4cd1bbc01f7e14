import * as z from 'zod';

/** The environment variables the server reads (docs/configuration.md), each with the message its mistake gets. */

const PORT_MESSAGE = 'PORT must be a port number (0 to 65535)';
const WEB_CONCURRENCY_MESSAGE = 'WEB_CONCURRENCY must be a number of API processes (1 to 64)';

/**
 * A count as written in the environment: blank is unset, and only digits (with an optional minus, so that the
 * range message names a negative) are a number. Number() alone reads " " as 0, which would turn HOLDBACK_DAYS
 * off unnoticed, and "1e1" or "0x7" as numbers nobody meant.
 */
const countText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** An hourly rate limit's variable: a whole number of at least 1; empty is unset. */
const perHour = (name: string, fallback: number) => {
  const message = `${name} must be a whole number of at least 1`;
  const count = z.number({ error: message }).int({ error: message }).min(1, { error: message }).default(fallback);
  return z.preprocess(countText, count);
};

/** A whole-number variable within [min, max]; empty is unset. */
const wholeNumber = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  const count = z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .default(fallback);
  return z.preprocess(countText, count);
};

const YOUTUBE_API_URL_MESSAGE = 'YOUTUBE_API_URL must be an http(s) URL';

/** A contact detail shown as written: at most `max` characters, surrounding spaces dropped; empty is unset. */
const contactText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .optional();

export const env = z.object({
  // Empty is unset, as for every variable here.
  NODE_ENV: z
    .enum(['development', 'production', 'test', ''], { error: 'NODE_ENV must be production, development or test' })
    .optional(),
  PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int({ error: PORT_MESSAGE })
    .min(0, { error: PORT_MESSAGE })
    .max(65535, { error: PORT_MESSAGE })
    .default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // 'off' for a pooler that cannot keep a connection's prepared statements (docs/operations.md).
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['on', 'off', ''], { error: 'DATABASE_PREPARED_STATEMENTS must be on or off' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** Default: true, but false with NODE_ENV=production (see demoSeeding). */
  SEED_DEMO: z.enum(['true', 'false', ''], { error: 'SEED_DEMO must be true or false' }).optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PAYMENTS_MODE: z.enum(['sandbox', 'razorpay', ''], { error: 'PAYMENTS_MODE must be sandbox or razorpay' }).optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  // Razorpay's API base (tests point it at a local stand-in); empty is unset.
  RAZORPAY_API_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be an http(s) URL' }).optional(),
  ),
  PAYMENTS_SANDBOX_SECRET: z.string().optional(),
  PAYOUTS_MODE: z
    .enum(['razorpayx', 'sandbox', 'manual', ''], { error: 'PAYOUTS_MODE must be razorpayx, sandbox or manual' })
    .optional(),
  RAZORPAYX_KEY_ID: z.string().optional(),
  RAZORPAYX_KEY_SECRET: z.string().optional(),
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAYX_API_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'RAZORPAYX_API_URL must be an http(s) URL' }).optional(),
  ),
  // In rupees; RazorpayX itself refuses payouts under ₹1.
  MIN_WITHDRAWAL: wholeNumber('MIN_WITHDRAWAL', 1, 1_000_000, 100),
  CORS_ORIGIN: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  STATIC_DIR: z.string().default('./dist'),
  WEB_CONCURRENCY: z.coerce
    .number({ error: WEB_CONCURRENCY_MESSAGE })
    .int({ error: WEB_CONCURRENCY_MESSAGE })
    .min(1, { error: WEB_CONCURRENCY_MESSAGE })
    .max(64, { error: WEB_CONCURRENCY_MESSAGE })
    .default(1),
  // Far above what a person does in an hour, low enough that a script cannot flood the people list, the payment
  // provider's orders or a creator's review queue (limits/action-limits.ts). Set per deployment (docs/configuration.md).
  SIGNUPS_PER_ADDRESS_PER_HOUR: perHour('SIGNUPS_PER_ADDRESS_PER_HOUR', 50),
  TOP_UPS_PER_CREATOR_PER_HOUR: perHour('TOP_UPS_PER_CREATOR_PER_HOUR', 30),
  CLIPS_PER_CLIPPER_PER_HOUR: perHour('CLIPS_PER_CLIPPER_PER_HOUR', 60),
  YOUTUBE_MODE: z.enum(['api', 'sandbox', 'off', ''], { error: 'YOUTUBE_MODE must be api, sandbox or off' }).optional(),
  // Surrounding spaces (a copied key) are dropped; blank is unset.
  YOUTUBE_API_KEY: z.string().trim().optional(),
  YOUTUBE_API_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: YOUTUBE_API_URL_MESSAGE }).default('https://www.googleapis.com/youtube/v3'),
  ),
  YOUTUBE_DAILY_QUOTA: wholeNumber('YOUTUBE_DAILY_QUOTA', 1, 1_000_000_000, 10_000),
  YOUTUBE_TIMEOUT_MS: wholeNumber('YOUTUBE_TIMEOUT_MS', 100, 120_000, 5_000),
  HOLDBACK_DAYS: wholeNumber('HOLDBACK_DAYS', 0, 365, 7),
  MEASURE_EVERY_HOURS: wholeNumber('MEASURE_EVERY_HOURS', 1, 24 * 30, 6),
  MEASURE_FOR_DAYS: wholeNumber('MEASURE_FOR_DAYS', 1, 365, 14),
  SCHEDULER_INTERVAL_SECONDS: wholeNumber('SCHEDULER_INTERVAL_SECONDS', 1, 24 * 3600, 60),
  // A guessable token would hand the business figures to anyone: 16 characters at least.
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })
    .or(z.literal(''))
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent', ''], {
      error: 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent',
    })
    .optional(),
  SMTP_URL: z.string().optional(),
  // The public address the links in emails start with (docs/accounts.md#links); blank is unset.
  APP_URL: z.string().trim().optional(),
  // Web Push's VAPID keys (docs/accounts.md#app), as web-push's generateVAPIDKeys() writes them; blank is unset.
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
  EMAIL_VERIFICATION: z
    .enum(['required', 'off', ''], { error: 'EMAIL_VERIFICATION must be required or off' })
    .optional(),
  MAIL_FROM: z.string().optional(),
  // The contact page's details; each unset one is left off the page.
  CONTACT_EMAIL: z.email({ error: 'CONTACT_EMAIL must be an email address' }).or(z.literal('')).optional(),
  CONTACT_PHONE: contactText('CONTACT_PHONE', 40),
  CONTACT_ADDRESS: contactText('CONTACT_ADDRESS', 300),
});

export type Env = z.infer<typeof env>;
