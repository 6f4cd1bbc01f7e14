import type { Env } from './config-env';
import { ConfigError, given } from './config-error';

/**
 * Accounts (docs/accounts.md): `appUrl` is where the links in emails point; `emailVerification` whether a person must
 * verify their email before money moves (top-ups, withdrawals).
 */
export type AccountSettings = {
  appUrl: string;
  emailVerification: 'required' | 'off';
  /**
   * Web Push (docs/accounts.md#app): the VAPID keys from the environment; 'generate' outside production without them
   * (made once and kept under DATA_DIR, src/server/push/push-keys.ts); null: no push.
   */
  push: PushSettings | 'generate' | null;
  /** Outside production a subscription may name a loopback push service (a local one, for tests and development). */
  pushLoopback: boolean;
};

/** VAPID keys (base64url, as web-push makes them) and the contact the push services may write to. */
export type PushSettings = { publicKey: string; privateKey: string; subject: string };

/** The subject push services are given: a mailto: or https: contact (RFC 8292). */
function pushSubject(e: Env, appUrl: string): string {
  if (given(e.VAPID_SUBJECT)) {
    if (!/^(mailto:|https:\/\/)/.test(e.VAPID_SUBJECT))
      throw new ConfigError('VAPID_SUBJECT must be a mailto: or https:// address push services can write to');
    return e.VAPID_SUBJECT;
  }
  if (given(e.CONTACT_EMAIL)) return `mailto:${e.CONTACT_EMAIL}`;
  return appUrl.startsWith('https://') ? appUrl : 'mailto:admin@localhost';
}

function pushConfig(e: Env, appUrl: string): AccountSettings['push'] {
  const publicKey = given(e.VAPID_PUBLIC_KEY) ? e.VAPID_PUBLIC_KEY : undefined;
  const privateKey = given(e.VAPID_PRIVATE_KEY) ? e.VAPID_PRIVATE_KEY : undefined;
  if (publicKey && privateKey) return { publicKey, privateKey, subject: pushSubject(e, appUrl) };
  if (publicKey || privateKey)
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY for Web Push, or neither');
  return e.NODE_ENV === 'production' ? null : 'generate';
}

/**
 * APP_URL is the public address, never a request's Host header (a forged Host would send reset links to an
 * attacker's site). Production with SMTP_URL needs it: its emails carry links. EMAIL_VERIFICATION defaults to
 * required when SMTP_URL is set and off without it, since no verification link could arrive.
 */
export function accountsConfig(e: Env): AccountSettings {
  const smtp = given(e.SMTP_URL);
  let appUrl = `http://localhost:${e.PORT}`;
  if (given(e.APP_URL)) {
    let url: URL;
    try {
      url = new URL(e.APP_URL);
    } catch {
      throw new ConfigError('APP_URL must be the public address, like https://clipmandi.example.com');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new ConfigError('APP_URL must start with https:// (or http:// on a private network)');
    }
    appUrl = url.origin + url.pathname.replace(/\/+$/, '');
  } else if (smtp && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'SMTP_URL is set without APP_URL: set the public address the links in emails open, e.g. APP_URL=https://clipmandi.example.com',
    );
  }
  const chosen =
    e.EMAIL_VERIFICATION === 'required' || e.EMAIL_VERIFICATION === 'off' ? e.EMAIL_VERIFICATION : undefined;
  if (chosen === 'required' && !smtp) {
    throw new ConfigError('EMAIL_VERIFICATION=required needs SMTP_URL: without it no verification link can arrive');
  }
  return {
    appUrl,
    emailVerification: chosen ?? (smtp ? 'required' : 'off'),
    push: pushConfig(e, appUrl),
    pushLoopback: e.NODE_ENV !== 'production',
  };
}
