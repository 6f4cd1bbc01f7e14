import * as z from 'zod';
import { ConfigError, given } from './config-error';

/**
 * Signing in with Google to link a YouTube channel in one click (docs/trust.md#google-sign-in): `api` with the OAuth
 * client's keys, the offline sandbox where YouTube itself is the sandbox, else off (the description code stays the
 * way to link). Only the `youtube.readonly` scope is asked, once, and its token is used at once and never kept.
 */
export type GoogleConfig =
  | { mode: 'off' | 'sandbox' }
  | { mode: 'api'; clientId: string; clientSecret: string; oauthUrl: string; tokenUrl: string };

const url = (name: string, fallback: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: `${name} must be an http(s) address` }).default(fallback),
  );

export const googleEnv = z.object({
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_OAUTH_URL: url('GOOGLE_OAUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url('GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
});
export type GoogleEnv = z.infer<typeof googleEnv>;

export function googleConfig(e: GoogleEnv, youtubeMode: 'api' | 'sandbox' | 'off'): GoogleConfig {
  const id = given(e.GOOGLE_CLIENT_ID);
  const secret = given(e.GOOGLE_CLIENT_SECRET);
  if (id !== secret) throw new ConfigError('Google sign-in needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together');
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    if (youtubeMode !== 'api') {
      throw new ConfigError(
        'GOOGLE_CLIENT_ID links YouTube channels whose views are measured: it needs YOUTUBE_MODE=api (and YOUTUBE_API_KEY)',
      );
    }
    return {
      mode: 'api',
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      oauthUrl: e.GOOGLE_OAUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
    };
  }
  return { mode: youtubeMode === 'sandbox' ? 'sandbox' : 'off' };
}
