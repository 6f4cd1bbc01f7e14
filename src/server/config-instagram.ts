import * as z from 'zod';
import type { Env } from './config-env';
import { ConfigError, given } from './config-error';
import type { InstagramSettings } from './instagram/instagram-client';

/**
 * Instagram (docs/trust.md#instagram), as YOUTUBE_MODE works: 'api' with the app's keys, 'sandbox' (the offline
 * stand-in) in the demo, 'off' in production without keys. Its tokens are sealed with TOKEN_ENCRYPTION_KEY, which the
 * api mode requires: a token kept in clear would let anyone with a database backup read every clipper's insights.
 */
export type InstagramConfig =
  | { mode: 'off' | 'sandbox'; callsPerHour: number }
  | { mode: 'api'; app: InstagramSettings; tokenKey: string; callsPerHour: number };

const url = (name: string, fallback: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: `${name} must be an http(s) address` }).default(fallback),
  );

/** The Instagram settings' own variables, read from the same environment as the rest. */
export const instagramEnv = z.object({
  INSTAGRAM_MODE: z
    .enum(['api', 'sandbox', 'off', ''], { error: 'INSTAGRAM_MODE must be api, sandbox or off' })
    .optional(),
  INSTAGRAM_APP_ID: z.string().trim().optional(),
  INSTAGRAM_APP_SECRET: z.string().trim().optional(),
  INSTAGRAM_REDIRECT_URL: z.string().trim().optional(),
  INSTAGRAM_OAUTH_URL: url('INSTAGRAM_OAUTH_URL', 'https://www.instagram.com/oauth/authorize'),
  INSTAGRAM_TOKEN_URL: url('INSTAGRAM_TOKEN_URL', 'https://api.instagram.com/oauth/access_token'),
  INSTAGRAM_API_URL: url('INSTAGRAM_API_URL', 'https://graph.instagram.com'),
  INSTAGRAM_CALLS_PER_HOUR: z.coerce
    .number({ error: 'INSTAGRAM_CALLS_PER_HOUR must be a whole number from 1 to 10000' })
    .int({ error: 'INSTAGRAM_CALLS_PER_HOUR must be a whole number from 1 to 10000' })
    .min(1, { error: 'INSTAGRAM_CALLS_PER_HOUR must be a whole number from 1 to 10000' })
    .max(10_000, { error: 'INSTAGRAM_CALLS_PER_HOUR must be a whole number from 1 to 10000' })
    .default(200),
  TOKEN_ENCRYPTION_KEY: z.string().trim().optional(),
});
export type InstagramEnv = z.infer<typeof instagramEnv>;

export function instagramConfig(e: InstagramEnv, nodeEnv: Env['NODE_ENV']): InstagramConfig {
  const callsPerHour = e.INSTAGRAM_CALLS_PER_HOUR;
  const keys = [e.INSTAGRAM_APP_ID, e.INSTAGRAM_APP_SECRET, e.INSTAGRAM_REDIRECT_URL].filter(given);
  if (e.INSTAGRAM_MODE === 'api' || (!given(e.INSTAGRAM_MODE) && keys.length > 0)) {
    if (!given(e.INSTAGRAM_APP_ID) || !given(e.INSTAGRAM_APP_SECRET) || !given(e.INSTAGRAM_REDIRECT_URL)) {
      throw new ConfigError(
        'Instagram needs INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET and INSTAGRAM_REDIRECT_URL together',
      );
    }
    if (!given(e.TOKEN_ENCRYPTION_KEY) || !/^[0-9a-fA-F]{64}$/.test(e.TOKEN_ENCRYPTION_KEY)) {
      throw new ConfigError(
        'Instagram keys need TOKEN_ENCRYPTION_KEY (32 bytes written as 64 hex characters, e.g. from `openssl rand -hex 32`) to seal their tokens',
      );
    }
    const app: InstagramSettings = {
      appId: e.INSTAGRAM_APP_ID,
      appSecret: e.INSTAGRAM_APP_SECRET,
      redirectUrl: e.INSTAGRAM_REDIRECT_URL,
      oauthUrl: e.INSTAGRAM_OAUTH_URL,
      tokenUrl: e.INSTAGRAM_TOKEN_URL,
      apiUrl: e.INSTAGRAM_API_URL,
      timeoutMs: 10_000,
    };
    return { mode: 'api', app, tokenKey: e.TOKEN_ENCRYPTION_KEY, callsPerHour };
  }
  if (keys.length > 0) {
    throw new ConfigError(
      `INSTAGRAM_MODE=${e.INSTAGRAM_MODE} takes no Instagram app keys: unset them, or set INSTAGRAM_MODE=api`,
    );
  }
  if (e.INSTAGRAM_MODE === 'sandbox' || e.INSTAGRAM_MODE === 'off') return { mode: e.INSTAGRAM_MODE, callsPerHour };
  return { mode: nodeEnv === 'production' ? 'off' : 'sandbox', callsPerHour };
}
