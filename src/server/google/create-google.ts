import { SANDBOX_GOOGLE_CLIENT_ID } from '../../../schemas/youtube-sandbox-ids';
import type { Config } from '../config';
import { createGoogleClient, type GoogleClient } from './google-client';
import { createGoogleSandbox } from './google-sandbox';

/** Google sign-in as the channel link uses it: the real Google, or the sandbox answering in-process. */
export type GoogleSignIn = { mode: 'api' | 'sandbox'; client: GoogleClient };

/** Our page Google sends the browser back to, and the sandbox's consent page. */
export const googleReturnPath = '/clipper/youtube/connected';
export const sandboxGooglePath = '/sandbox/google/authorize';
const SANDBOX_BASE = 'http://google.sandbox';

/** Null when Google sign-in is off: channels are linked with the description code only. */
export function createGoogle(config: Config): GoogleSignIn | null {
  const settings = config.google;
  const appUrl = config.accounts.appUrl;
  const redirectUrl = `${appUrl}${googleReturnPath}`;
  switch (settings.mode) {
    case 'off':
      return null;
    case 'api':
      return {
        mode: 'api',
        client: createGoogleClient({
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          redirectUrl,
          oauthUrl: settings.oauthUrl,
          tokenUrl: settings.tokenUrl,
          youtubeApiUrl: config.youtube.apiUrl,
          timeoutMs: 10_000,
        }),
      };
    case 'sandbox':
      return {
        mode: 'sandbox',
        client: createGoogleClient({
          clientId: SANDBOX_GOOGLE_CLIENT_ID,
          clientSecret: 'sandbox',
          redirectUrl,
          oauthUrl: `${appUrl}${sandboxGooglePath}`,
          tokenUrl: `${SANDBOX_BASE}/token`,
          youtubeApiUrl: `${SANDBOX_BASE}/youtube/v3`,
          timeoutMs: 10_000,
          fetch: createGoogleSandbox(),
        }),
      };
  }
}
