import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';
import type { PushSettings } from '../config-accounts';

/**
 * The VAPID keys Web Push is sent with (docs/accounts.md#app): the environment's; outside production without them,
 * a pair made once and kept in DATA_DIR (so a browser's subscription survives a restart); none in production
 * without them (push is off and Settings does not offer it).
 */
export function resolvePushKeys(config: Config): PushSettings | null {
  const { push, appUrl } = config.accounts;
  if (push !== 'generate') return push;
  const subject = appUrl.startsWith('https://') ? appUrl : 'mailto:admin@localhost';
  if (!config.dataDir) return { ...webpush.generateVAPIDKeys(), subject };
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'vapid-keys.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
