import { beforeEach } from 'vitest';
import { aUserDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/*
 * The accounts a clipper links (the YouTube channel, Instagram): the app opened at an address as a signed-in clipper,
 * the channel's answer, and the sandbox's stand-ins for a provider's consent page.
 */

export const clipper = aUser('user');

/** The app at `address`, signed in as the clipper whose dashboard answers; `handlers` answer the rest. */
export function openAsClipper(address: string, handlers: Record<string, Handler>, strictMode = false) {
  storeSession(clipper);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: clipper } },
    'GET /api/user/dashboard': { body: aUserDashboard(clipper) },
    ...handlers,
  });
  return { api, ...renderApp(address, { strictMode }) };
}

/** `GET /api/clipper/channel`'s channel: not linked, on a server measuring with YouTube's API, code only. */
export function aChannel(overrides: Record<string, unknown> = {}) {
  return {
    verificationCode: 'clipmandi-k3x9q2ab',
    channelId: null,
    title: null,
    subscriberCount: null,
    videoCount: null,
    verifiedAt: null,
    required: true,
    mode: 'api',
    signInWithGoogle: false,
    ...overrides,
  };
}

/** The channel linked: Clara Cuts, verified. */
export const aLinkedChannel = (overrides: Record<string, unknown> = {}) =>
  aChannel({
    channelId: 'UCabcdefghijklmnopqrstuv',
    title: 'Clara Cuts',
    subscriberCount: 12_400,
    videoCount: 215,
    verifiedAt: '2026-04-01T10:00:00.000Z',
    ...overrides,
  });

/**
 * A sandbox consent page at `path`, which calls no API: returns how to open it with the parameters the provider's
 * page is asked with (`fixed`, then `params`).
 */
export function consentPageAt(path: string, fixed: Record<string, string>) {
  beforeEach(() => {
    mockApi({});
  });
  return (params: Record<string, string>) =>
    renderApp(`${path}?${new URLSearchParams({ ...fixed, ...params }).toString()}`);
}
