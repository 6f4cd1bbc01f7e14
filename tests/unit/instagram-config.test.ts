import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { instagramConfig, instagramEnv } from '../../src/server/config-instagram';
import { base, refusal } from './config-loading';

/** INSTAGRAM_MODE and its keys (docs/trust.md#instagram), read as YOUTUBE_MODE is. */
const read = (env: Record<string, string>, nodeEnv: 'production' | 'development' = 'development') =>
  instagramConfig(instagramEnv.parse(env), nodeEnv);

const KEYS = {
  INSTAGRAM_APP_ID: '990602627938098',
  INSTAGRAM_APP_SECRET: 'secret',
  INSTAGRAM_REDIRECT_URL: 'https://clipmandi.example.com/clipper/instagram/connected',
  TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
};

describe('Instagram settings', () => {
  it('use the sandbox in the demo, nothing in production without keys, and the API with them', () => {
    expect(read({}).mode).toBe('sandbox');
    expect(read({}, 'production').mode).toBe('off');
    const api = read(KEYS, 'production');
    expect(api).toMatchObject({
      mode: 'api',
      tokenKey: KEYS.TOKEN_ENCRYPTION_KEY,
      callsPerHour: 200,
      app: {
        appId: KEYS.INSTAGRAM_APP_ID,
        redirectUrl: KEYS.INSTAGRAM_REDIRECT_URL,
        oauthUrl: 'https://www.instagram.com/oauth/authorize',
        tokenUrl: 'https://api.instagram.com/oauth/access_token',
        apiUrl: 'https://graph.instagram.com',
      },
    });
    const pointed = read({ ...KEYS, INSTAGRAM_API_URL: 'http://127.0.0.1:4000', INSTAGRAM_CALLS_PER_HOUR: '50' });
    expect(pointed).toMatchObject({ app: { apiUrl: 'http://127.0.0.1:4000' }, callsPerHour: 50 });
  });

  it('refuse keys without TOKEN_ENCRYPTION_KEY, half the keys, and keys with another mode', () => {
    const { TOKEN_ENCRYPTION_KEY: _key, ...noKey } = KEYS;
    expect(() => read(noKey)).toThrow('Instagram keys need TOKEN_ENCRYPTION_KEY');
    expect(() => read({ ...KEYS, TOKEN_ENCRYPTION_KEY: 'short' })).toThrow('64 hex characters');
    expect(() => read({ INSTAGRAM_APP_ID: '1' })).toThrow(
      'Instagram needs INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET and INSTAGRAM_REDIRECT_URL together',
    );
    expect(() => read({ ...KEYS, INSTAGRAM_MODE: 'sandbox' })).toThrow(
      'INSTAGRAM_MODE=sandbox takes no Instagram app keys',
    );
    expect(() => read({ INSTAGRAM_MODE: 'api' })).toThrow('Instagram needs');
  });
});

describe('starting the server', () => {
  it('refuses Instagram keys without TOKEN_ENCRYPTION_KEY, and a bad INSTAGRAM_MODE, naming them', () => {
    const { TOKEN_ENCRYPTION_KEY: _key, ...noKey } = KEYS;
    expect(refusal(noKey)).toContain('Instagram keys need TOKEN_ENCRYPTION_KEY');
    expect(refusal({ INSTAGRAM_MODE: 'maybe' })).toContain('INSTAGRAM_MODE must be api, sandbox or off');
    expect(loadConfig({ ...base, ...KEYS }).instagram.mode).toBe('api');
    expect(loadConfig({ ...base, INSTAGRAM_MODE: 'off' }).instagram.mode).toBe('off');
    expect(loadConfig({ ...base }).instagram.mode).toBe('sandbox');
  });
});
