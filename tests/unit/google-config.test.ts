import { describe, expect, it } from 'vitest';
import { googleConfig, googleEnv } from '../../src/server/config-google';
import { ConfigError } from '../../src/server/config-error';

/** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (docs/trust.md#google-sign-in), beside YOUTUBE_MODE. */
const read = (env: Record<string, string>, youtube: 'api' | 'sandbox' | 'off' = 'api') =>
  googleConfig(googleEnv.parse(env), youtube);
const KEYS = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };

describe('Google sign-in settings', () => {
  it('sign in with Google with both keys, in the sandbox where YouTube is the sandbox, else not at all', () => {
    expect(read(KEYS)).toEqual({
      mode: 'api',
      clientId: KEYS.GOOGLE_CLIENT_ID,
      clientSecret: 'secret',
      oauthUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(read({}, 'sandbox')).toEqual({ mode: 'sandbox' });
    expect(read({}, 'api')).toEqual({ mode: 'off' });
    expect(read({}, 'off')).toEqual({ mode: 'off' });
    expect(read({ ...KEYS, GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token' })).toMatchObject({
      tokenUrl: 'http://127.0.0.1:9/token',
    });
  });

  it('refuse one key without the other, and keys without the YouTube API', () => {
    expect(() => read({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      new ConfigError('Google sign-in needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together'),
    );
    expect(() => read(KEYS, 'sandbox')).toThrow(/needs YOUTUBE_MODE=api/);
    expect(() => googleEnv.parse({ GOOGLE_OAUTH_URL: 'ftp://x' })).toThrow(
      /GOOGLE_OAUTH_URL must be an http\(s\) address/,
    );
  });
});
