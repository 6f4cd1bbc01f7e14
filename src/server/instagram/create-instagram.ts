import { SANDBOX_APP_ID } from '../../../schemas/instagram-sandbox-ids';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { recallSandboxPublications } from '../youtube/sandbox-recall';
import { createInstagramClient, type InstagramClient } from './instagram-client';
import { createInstagramSandbox } from './instagram-sandbox';
import { tokenBox, type TokenBox } from './token-crypto';

/** Instagram as the product uses it: the client (the real API, or the sandbox in-process), the token seal, the budget. */
export type Instagram = {
  mode: 'api' | 'sandbox';
  client: InstagramClient;
  box: TokenBox;
  /** Calls per linked account per hour (Instagram limits each account's calls; INSTAGRAM_CALLS_PER_HOUR). */
  callsPerHour: number;
};

/** The sandbox's tokens open nothing real, so they are sealed with a fixed key (the api mode requires its own). */
const SANDBOX_TOKEN_KEY = '5a'.repeat(32);
/** The sandbox's Graph and token addresses: never on the network, its fetch answers them in-process. */
const SANDBOX_BASE = 'http://instagram.sandbox';

/** The page the web app serves at Instagram's place in the sandbox (its consent page) and where it sends back to. */
export const sandboxAuthorizePath = '/sandbox/instagram/authorize';
export const instagramReturnPath = '/clipper/instagram/connected';

/**
 * Where Instagram answers from (docs/trust.md#instagram): the real API with the app's keys, the offline sandbox, or
 * nowhere (null: reels cannot be linked or paid for on this server).
 */
export function createInstagram(config: Config, db: Db): Instagram | null {
  const settings = config.instagram;
  const { callsPerHour } = settings;
  switch (settings.mode) {
    case 'off':
      return null;
    case 'api':
      return {
        mode: 'api',
        client: createInstagramClient(settings.app),
        box: tokenBox(settings.tokenKey),
        callsPerHour,
      };
    case 'sandbox': {
      const appUrl = config.accounts.appUrl;
      const client = createInstagramClient({
        appId: SANDBOX_APP_ID,
        appSecret: 'sandbox',
        redirectUrl: `${appUrl}${instagramReturnPath}`,
        oauthUrl: `${appUrl}${sandboxAuthorizePath}`,
        tokenUrl: `${SANDBOX_BASE}/oauth/access_token`,
        apiUrl: SANDBOX_BASE,
        timeoutMs: 10_000,
        fetch: createInstagramSandbox(recallSandboxPublications(db)),
      });
      return { mode: 'sandbox', client, box: tokenBox(SANDBOX_TOKEN_KEY), callsPerHour };
    }
  }
}
