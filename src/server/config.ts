import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginRequest } from '../../schemas/auth';
import { PASSWORD_COST, type PasswordCost } from './auth/password';
import { env, type Env } from './config-env';
import type { ActionLimits } from './limits/action-limits';
import type { LogLevel } from './ops/logger';
import type { RazorpaySettings } from './payments/razorpay';
import { accountsConfig, type AccountSettings } from './config-accounts';
import { instagramConfig, instagramEnv, type InstagramConfig } from './config-instagram';
import { googleConfig, googleEnv, type GoogleConfig } from './config-google';
import { ConfigError, given } from './config-error';
import { isMessageKey, translate } from './i18n/catalogue';
import { payoutsConfig, razorpayConfig, type PayoutsSettings } from './config-money';

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL: statements a connection repeats are prepared once on it (db/prepared-statements.ts). */
  preparedStatements: boolean;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  seedDemo: boolean;
  /** scrypt parameters of new password hashes; a login with an older hash rehashes it with these. */
  passwordCost: PasswordCost;
  admin?: { email: string; password: string };
  /** Unset: the payment sandbox. */
  razorpay?: RazorpaySettings;
  /** How withdrawals are paid (docs/payouts.md): chosen apart from how money comes in. */
  payouts: PayoutsSettings;
  /** The smallest withdrawal a clipper may ask for, in paise (MIN_WITHDRAWAL). */
  minWithdrawalPaise: number;
  sandboxSecret: string;
  corsOrigin?: string;
  /** X-Forwarded-For is set by our own reverse proxy, so its last hop is the client's address. */
  trustProxy: boolean;
  staticDir: string;
  /** API processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  webConcurrency: number;
  /** Signups, top-up orders and clip submissions allowed per hour (src/server/limits/action-limits.ts). */
  limits: ActionLimits;
  youtube: YouTubeSettings;
  /** Instagram accounts and reels (docs/trust.md#instagram). */
  instagram: InstagramConfig;
  /** Linking a YouTube channel by signing in with Google (docs/trust.md#google-sign-in). */
  google: GoogleConfig;
  /** Days an approval's net earnings are held before they can be withdrawn; 0 pays into the wallet at once. */
  holdbackDays: number;
  /** How often and for how long after submission the scheduler re-measures a clip's views. */
  measurement: { everyHours: number; forDays: number };
  /** Seconds between the scheduler's runs (refresh, review deadlines, releases). */
  schedulerIntervalSeconds: number;
  /** The bearer token GET /metrics asks for; unset, there is no /metrics (404). */
  metricsToken?: string;
  /** The lowest level written to the log (stdout); info shows one line per request. */
  logLevel: LogLevel;
  mail: MailSettings;
  /** Links in emails and whether emails must be verified (docs/accounts.md). */
  accounts: AccountSettings;
  /** The contact page's details (GET /api/site/contact); each unset one is not shown. */
  contact: ContactDetails;
};

export type ContactDetails = { email?: string; phone?: string; address?: string };

/** Email (src/server/mail): sent through `smtpUrl` from `from`; without smtpUrl the outbox keeps them and logs them. */
export type MailSettings = { smtpUrl?: string; from: string };

/**
 * Where measured views come from (docs/trust.md): 'api' is YouTube's Data API with a key, 'sandbox' the offline
 * stand-in, 'off' nothing (views unmeasured, no channel required).
 */
export type YouTubeSettings = {
  mode: 'api' | 'sandbox' | 'off';
  apiKey?: string;
  apiUrl: string;
  /** Units per day (1 per call) the product never exceeds. */
  dailyQuota: number;
  timeoutMs: number;
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

/**
 * A key selects the real API. Without one, production runs unmeasured (as before measured views existed) and
 * everything else (the README's demo) uses the sandbox; YOUTUBE_MODE names either explicitly.
 */
function youtubeConfig(e: Env): YouTubeSettings {
  const settings = { apiUrl: e.YOUTUBE_API_URL, dailyQuota: e.YOUTUBE_DAILY_QUOTA, timeoutMs: e.YOUTUBE_TIMEOUT_MS };
  const key = given(e.YOUTUBE_API_KEY) ? e.YOUTUBE_API_KEY : undefined;
  if (e.YOUTUBE_MODE === 'api' || (!given(e.YOUTUBE_MODE) && key)) {
    if (!key) throw new ConfigError('YOUTUBE_MODE=api needs YOUTUBE_API_KEY set');
    return { mode: 'api', apiKey: key, ...settings };
  }
  if (key)
    throw new ConfigError(`YOUTUBE_MODE=${e.YOUTUBE_MODE} takes no YOUTUBE_API_KEY: unset it, or set YOUTUBE_MODE=api`);
  if (e.YOUTUBE_MODE === 'sandbox' || e.YOUTUBE_MODE === 'off') return { mode: e.YOUTUBE_MODE, ...settings };
  return { mode: e.NODE_ENV === 'production' ? 'off' : 'sandbox', ...settings };
}

const DEFAULT_MAIL_FROM = 'ClipMandi <no-reply@localhost>';

/**
 * SMTP_URL (smtp:// or smtps://, credentials in it) turns sending on; a real server needs a sender it accepts,
 * so MAIL_FROM is required with it. Without SMTP_URL, emails wait in the outbox (and the log) unsent.
 */
function mailConfig(e: Env): MailSettings {
  const from = given(e.MAIL_FROM) ? e.MAIL_FROM : undefined;
  if (!given(e.SMTP_URL)) return { from: from ?? DEFAULT_MAIL_FROM };
  let protocol: string;
  try {
    protocol = new URL(e.SMTP_URL).protocol;
  } catch {
    throw new ConfigError('SMTP_URL must be a URL like smtp://user:password@smtp.example.com:587 or smtps://...:465');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  if (!from)
    throw new ConfigError(
      'SMTP_URL is set without MAIL_FROM: set the sender, e.g. MAIL_FROM="ClipMandi <no-reply@example.com>"',
    );
  return { smtpUrl: e.SMTP_URL, from };
}

/** The demo data (a public demo admin among it) is on by default, except in production, where it must be asked for. */
function demoSeeding(e: Env): boolean {
  return (given(e.SEED_DEMO) ? e.SEED_DEMO : e.NODE_ENV === 'production' ? 'false' : 'true') === 'true';
}

/** Both admin variables or neither, and only credentials the admin login would accept. */
function adminConfig(e: Env): Config['admin'] {
  const hasEmail = given(e.ADMIN_EMAIL);
  const hasPassword = given(e.ADMIN_PASSWORD);
  if (!hasEmail && !hasPassword) return undefined;
  if (!hasEmail) throw new ConfigError('ADMIN_PASSWORD is set without ADMIN_EMAIL: set both or neither');
  if (!hasPassword) throw new ConfigError('ADMIN_EMAIL is set without ADMIN_PASSWORD: set both or neither');
  const parsed = loginRequest.safeParse({ email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD });
  if (!parsed.success) {
    // The login's messages are catalogue keys; whoever starts the server reads English.
    const problems = parsed.error.issues.map(
      (issue) =>
        `ADMIN_${String(issue.path[0] ?? '').toUpperCase()}: ${isMessageKey(issue.message) ? translate('en', issue.message) : issue.message}`,
    );
    throw new ConfigError(problems.join('; '));
  }
  return parsed.data;
}

/** The environment, checked; throws ConfigError naming every variable that is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = env.extend(instagramEnv.shape).extend(googleEnv.shape).safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues
        .map((issue) => {
          const name = issue.path.map(String).join('.');
          return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
        })
        .join('; '),
    );
  }
  const e = result.data;
  // Every problem at once, so fixing one does not just reveal the next at the following start.
  const problems: string[] = [];
  const checked = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  const razorpay = checked(() => razorpayConfig(e));
  const payouts = checked(() => payoutsConfig(e));
  const admin = checked(() => adminConfig(e));
  const youtube = checked(() => youtubeConfig(e));
  const mail = checked(() => mailConfig(e));
  const accounts = checked(() => accountsConfig(e));
  const instagram = checked(() => instagramConfig(e, e.NODE_ENV));
  const google = youtube && checked(() => googleConfig(e, youtube.mode));
  // The embedded database lives inside one process: a second one could neither open it nor hear its changes.
  if (e.WEB_CONCURRENCY > 1 && !given(e.DATABASE_URL)) {
    problems.push(
      'WEB_CONCURRENCY above 1 runs several API processes, which needs DATABASE_URL (a PostgreSQL server); unset WEB_CONCURRENCY to use the embedded database',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems.join('; '));
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS !== 'off',
    jwtSecret: e.JWT_SECRET ?? persistedSecret(e.DATA_DIR, 'jwt-secret'),
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    seedDemo: demoSeeding(e),
    passwordCost: PASSWORD_COST,
    admin,
    razorpay,
    // Set whenever no problem was pushed above.
    payouts: payouts ?? { mode: 'manual' },
    minWithdrawalPaise: e.MIN_WITHDRAWAL * 100,
    sandboxSecret: e.PAYMENTS_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    corsOrigin: e.CORS_ORIGIN,
    trustProxy: e.TRUST_PROXY === 'true',
    staticDir: e.STATIC_DIR,
    webConcurrency: e.WEB_CONCURRENCY,
    limits: {
      signupsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR,
      topUpsPerCreatorPerHour: e.TOP_UPS_PER_CREATOR_PER_HOUR,
      clipsPerClipperPerHour: e.CLIPS_PER_CLIPPER_PER_HOUR,
    },
    // Set whenever no problem was pushed above.
    youtube: youtube ?? {
      mode: 'off',
      apiUrl: e.YOUTUBE_API_URL,
      dailyQuota: e.YOUTUBE_DAILY_QUOTA,
      timeoutMs: e.YOUTUBE_TIMEOUT_MS,
    },
    instagram: instagram ?? { mode: 'off', callsPerHour: e.INSTAGRAM_CALLS_PER_HOUR },
    google: google ?? { mode: 'off' },
    holdbackDays: e.HOLDBACK_DAYS,
    measurement: { everyHours: e.MEASURE_EVERY_HOURS, forDays: e.MEASURE_FOR_DAYS },
    schedulerIntervalSeconds: e.SCHEDULER_INTERVAL_SECONDS,
    metricsToken: given(e.METRICS_TOKEN) ? e.METRICS_TOKEN : undefined,
    logLevel: e.LOG_LEVEL || 'info',
    mail: mail ?? { from: DEFAULT_MAIL_FROM },
    // Set whenever no problem was pushed above.
    accounts: accounts ?? { appUrl: '', emailVerification: 'off', push: null, pushLoopback: false },
    contact: {
      email: given(e.CONTACT_EMAIL) ? e.CONTACT_EMAIL : undefined,
      phone: given(e.CONTACT_PHONE) ? e.CONTACT_PHONE : undefined,
      address: given(e.CONTACT_ADDRESS) ? e.CONTACT_ADDRESS : undefined,
    },
  };
}

/**
 * A config for tests: in-memory database, fixed secrets, no seed, and cheap password hashes (so hundreds
 * of signups stay fast; tests/unit/config.test.ts pins the production cost that loadConfig gives).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    dataDir: '',
    preparedStatements: true,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    jwtExpiresInSeconds: 3600,
    seedDemo: false,
    passwordCost: { N: 2 ** 12, r: 8, p: 1 },
    sandboxSecret: 'sandbox-test-secret',
    // Paid by an admin's hand, as before payouts were automatic; the payout tests set their own. The minimum is
    // RazorpayX's own (₹1), so tests of other features withdraw what they like; tests of the minimum set it.
    payouts: { mode: 'manual' },
    minWithdrawalPaise: 100,
    trustProxy: false,
    staticDir: './dist',
    webConcurrency: 1,
    // Out of reach: the model-based and fuzz tests drive thousands of operations by a handful of people;
    // tests of the limits set their own.
    limits: {
      signupsPerAddressPerHour: 1_000_000,
      topUpsPerCreatorPerHour: 1_000_000,
      clipsPerClipperPerHour: 1_000_000,
    },
    // Unmeasured and paid at once, as before the trust features: tests of those features turn them on.
    youtube: { mode: 'off', apiUrl: 'https://www.googleapis.com/youtube/v3', dailyQuota: 10_000, timeoutMs: 2_000 },
    // No Instagram: its tests point the api mode at their local stand-in.
    instagram: { mode: 'off', callsPerHour: 200 },
    google: { mode: 'off' },
    holdbackDays: 0,
    measurement: { everyHours: 6, forDays: 14 },
    schedulerIntervalSeconds: 60,
    logLevel: 'info',
    // No SMTP: emails stay in the outbox; the mail tests point smtpUrl at their own local server.
    mail: { from: DEFAULT_MAIL_FROM },
    // Anyone may move money unverified, as before verification existed: tests of it turn it on.
    accounts: { appUrl: 'http://app.test', emailVerification: 'off', push: null, pushLoopback: true },
    contact: {},
    ...overrides,
  };
}
