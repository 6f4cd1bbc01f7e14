import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { browserAssigns } from './browser-assign';
import { callsTo } from './calls-to';
import { aLinkedChannel, openAsClipper } from './linked-accounts';
import type { Handler } from './mock-api';

const PATH = '/api/clipper/channel/google';
const AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=1&state=g2';
const channel = aLinkedChannel({ signInWithGoogle: true });

const assign = browserAssigns();

const start = (search: string, handlers: Record<string, Handler> = {}, strictMode = false) =>
  openAsClipper(
    `/clipper/youtube/connected${search}`,
    {
      'GET /api/clipper/channel': { body: { channel } },
      'GET /api/clipper/instagram': { body: { instagram: null, mode: 'off' } },
      [`POST ${PATH}/authorize`]: { body: { url: AUTHORIZE } },
      ...handlers,
    },
    strictMode,
  );

const posts = (calls: Parameters<typeof callsTo>[0]) => callsTo(calls, PATH).filter((c) => c.method === 'POST');

describe('the page Google returns to', () => {
  it('links once with the code and state (StrictMode too), takes them out of the address and goes to the dashboard', async () => {
    const { api, router } = start(
      '?code=4%2F0Ab-xy&state=st4te&scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fyoutube.readonly',
      { [`POST ${PATH}`]: { status: 201, body: { message: said('channelLinked'), channel }, delayMs: 100 } },
      true,
    );
    expect(await screen.findByText(said('googleLinking'), {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/clipper/youtube/connected');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clipper-dashboard'));
    expect(await screen.findByText(said('channelLinked'))).toBeTruthy();
    expect(posts(api.calls)).toEqual([{ method: 'POST', body: { code: '4/0Ab-xy', state: 'st4te' }, status: 201 }]);
  });

  it("shows the server's refusal with Try again, which starts Google sign-in again, and the way back", async () => {
    const { api, user } = start('?code=4%2F0Ab-xy&state=st4te', {
      [`POST ${PATH}`]: { status: 422, body: { message: said('noChannelOnGoogle') } },
    });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(said('noChannelOnGoogle'));
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/clipper-dashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign()).toHaveBeenCalledWith(AUTHORIZE));
    expect(callsTo(api.calls, `${PATH}/authorize`)).toEqual([{ method: 'POST', body: undefined, status: 200 }]);
    expect(posts(api.calls)).toHaveLength(1);
  });

  it.each([
    [400, said('googleStateExpired')],
    [422, said('googleRefused')],
    [409, said('channelTaken')],
  ])("shows the server's %i as it says it", async (status, message) => {
    start('?code=4%2F0Ab-xy&state=st4te', { [`POST ${PATH}`]: { status, body: { message } } });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(message);
  });

  it('says the link failed in its own words when the server gave none', async () => {
    start('?code=4%2F0Ab-xy&state=st4te', { [`POST ${PATH}`]: { status: 503, body: {} } });
    expect(await screen.findByText(said('googleLinkFailed'), {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('says the clipper declined when Google sends access_denied, and sends nothing', async () => {
    const { api } = start('?error=access_denied&state=st4te');
    expect(await screen.findByText(said('googleDenied'), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeTruthy();
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('asks to start from the dashboard when the code or state is missing', async () => {
    const { api } = start('?state=st4te');
    expect(await screen.findByText(said('googleNoCode'), {}, { timeout: 10_000 })).toBeTruthy();
    expect(posts(api.calls)).toHaveLength(0);
  });
});
