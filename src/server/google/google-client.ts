import * as z from 'zod';
import { authorizeUrl } from '../oauth/authorize-url';

/**
 * Google sign-in for one thing (docs/trust.md#google-sign-in): which YouTube channel the signed-in Google account
 * owns. The authorize page, the code exchange (a form POST to the token endpoint) and YouTube's
 * `channels.list?part=id,snippet&mine=true` with the token as a bearer. Every address comes from the settings, so
 * tests and the sandbox point it at a stand-in answering as the documented APIs do.
 */
export type GoogleSettings = {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  /** https://accounts.google.com/o/oauth2/v2/auth */
  oauthUrl: string;
  /** https://oauth2.googleapis.com/token */
  tokenUrl: string;
  /** The YouTube Data API's base (https://www.googleapis.com/youtube/v3). */
  youtubeApiUrl: string;
  timeoutMs: number;
  /** What the calls go through: the network, or (the sandbox) an in-process stand-in. */
  fetch?: typeof fetch;
};

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

/** `refused`: a bad or used code, a token Google does not accept; `unavailable`: Google not answering. */
export class GoogleError extends Error {
  override name = 'GoogleError';
  constructor(
    message: string,
    readonly problem: 'refused' | 'unavailable',
  ) {
    super(message);
  }
}

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number().optional() });
const channelsAnswer = z.object({
  items: z
    .array(z.object({ id: z.string(), snippet: z.object({ title: z.string() }).optional() }))
    .optional()
    .default([]),
});

export function createGoogleClient(settings: GoogleSettings) {
  async function call(url: string, init: RequestInit): Promise<unknown> {
    const send = () => (settings.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    let response: Response;
    try {
      // As the Instagram client: a read whose kept-alive connection failed before any answer is sent again once.
      response = await send().catch((error: unknown) => {
        if (init.method !== 'GET' || (error as Error).name === 'TimeoutError') throw error;
        return send();
      });
    } catch (error) {
      throw new GoogleError(`Google did not answer: ${(error as Error).message}`, 'unavailable');
    }
    const text = await response.text();
    if (!response.ok) {
      // 4xx: Google refused what was sent (invalid_grant, an unaccepted token); 429 and 5xx: try later.
      const later = response.status === 429 || response.status >= 500;
      throw new GoogleError(
        `Google answered ${response.status}: ${text.slice(0, 200)}`,
        later ? 'unavailable' : 'refused',
      );
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new GoogleError('Google answered in an unexpected shape', 'unavailable');
    }
  }
  const parse = <T>(value: unknown, schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new GoogleError('Google answered in an unexpected shape', 'unavailable');
    return parsed.data;
  };

  return {
    /** Google's consent page; `loginHint` suggests the account (the sandbox's page reads it as the clipper's code). */
    authorizeUrl(state: string, loginHint?: string): string {
      const { clientId, redirectUrl } = settings;
      // Online access: the token is used once, at once, and never kept, so no refresh token is asked for.
      return authorizeUrl(
        settings.oauthUrl,
        { clientId, redirectUrl, scope: GOOGLE_SCOPE, state },
        { access_type: 'online', prompt: 'select_account', login_hint: loginHint },
      );
    },

    /** The code for an access token. */
    async exchangeCode(code: string): Promise<string> {
      const body = new URLSearchParams({
        code,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uri: settings.redirectUrl,
        grant_type: 'authorization_code',
      });
      return parse(await call(settings.tokenUrl, { method: 'POST', body }), tokenAnswer).access_token;
    },

    /** The channel the signed-in account owns, or null when it has none. */
    async myChannel(accessToken: string): Promise<{ id: string; title: string } | null> {
      const url = `${settings.youtubeApiUrl.replace(/\/+$/, '')}/channels?part=id,snippet&mine=true`;
      const answer = parse(
        await call(url, { method: 'GET', headers: { Authorization: `Bearer ${accessToken}` } }),
        channelsAnswer,
      );
      const [item] = answer.items;
      return item ? { id: item.id, title: item.snippet?.title ?? item.id } : null;
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
