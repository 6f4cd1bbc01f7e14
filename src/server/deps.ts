import type { ReadPath } from './cache/read-path';
import type { Config } from './config';
import type { Agent } from 'node:https';
import type { PushSettings } from './config-accounts';
import type { Db } from './db/client';
import type { PaymentGateway } from './payments/gateway';
import type { PayoutGateway } from './payouts/payout-gateway';
import type { YouTube } from './youtube/youtube-api';
import type { Instagram } from './instagram/create-instagram';
import type { GoogleSignIn } from './google/create-google';

/** What every route module is built from; createApp passes it down. */
export type Deps = ReadPath & {
  db: Db;
  config: Config;
  gateway: PaymentGateway;
  /** Null in PAYOUTS_MODE=manual: an admin pays each withdrawal by hand (docs/payouts.md#modes). */
  payouts: PayoutGateway | null;
  /**
   * The VAPID keys Web Push is sent with (docs/accounts.md#app); null: no push here. `agent` (tests: a local push
   * service's certificate) is what the HTTPS requests to push services go through.
   */
  push: (PushSettings & { agent?: Agent }) | null;
  /** Null when views are not measured (YOUTUBE_MODE off): no channel is required and clips carry no measurement. */
  youtube: YouTube | null;
  /** Null when Instagram is off (INSTAGRAM_MODE off): no account can be linked and no campaign pays for Reels. */
  instagram: Instagram | null;
  /** Null when Google sign-in is off: a channel is linked with its description code only. */
  google: GoogleSignIn | null;
};

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'creator' | 'admin';
  createdAt: Date;
  /** users.token_version: a token signed with another version is no longer a session. */
  tokenVersion: number;
  /** Null until the person verified their email (docs/accounts.md#verified-email). */
  emailVerifiedAt: Date | null;
  /** An admin's role (docs/accounts.md#admin-team); null for everyone else. */
  adminRole: 'owner' | 'finance' | 'moderator' | null;
  /** The language the person chose (docs/languages.md). */
  language: 'en' | 'hi';
};

export type AppEnv = { Variables: { user: SessionUser } };
