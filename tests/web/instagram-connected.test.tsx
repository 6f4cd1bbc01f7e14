import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { callsTo } from './calls-to';
import { browserAssigns } from './browser-assign';
import { openAsClipper } from './linked-accounts';
import type { Handler } from './mock-api';

const PATH = '/api/clipper/instagram';
const AUTHORIZE = 'https://www.instagram.com/oauth/authorize?client_id=1&state=s2';
const account = {
  username: 'clara.cuts',
  accountType: 'MEDIA_CREATOR',
  linkedAt: '2026-04-01T10:00:00.000Z',
  needsReconnect: false,
};

const assign = browserAssigns();

const start = (search: string, handlers: Record<string, Handler> = {}, strictMode = false) =>
  openAsClipper(
    `/clipper/instagram/connected${search}`,
    {
      [`GET ${PATH}`]: { body: { instagram: account, mode: 'api' } },
      [`POST ${PATH}/authorize`]: { body: { url: AUTHORIZE } },
      ...handlers,
    },
    strictMode,
  );

describe('the page Instagram returns to', () => {
  it('links once with the code and state (StrictMode too), takes them out of the address and goes to the dashboard', async () => {
    const { api, router } = start(
      '?code=AQBx-12&state=st4te',
      {
        [`POST ${PATH}`]: { status: 201, body: { message: said('instagramLinked'), instagram: account }, delayMs: 100 },
      },
      true,
    );
    expect(await screen.findByText(said('instagramLinking'), {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/clipper/instagram/connected');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clipper-dashboard'));
    expect(await screen.findByText(said('instagramLinked'))).toBeTruthy();
    expect(callsTo(api.calls, PATH).filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', body: { code: 'AQBx-12', state: 'st4te' }, status: 201 },
    ]);
  });

  it("shows the server's refusal with Try again, which starts linking again, and the way back", async () => {
    const { api, user } = start('?code=AQBx-12&state=used', {
      [`POST ${PATH}`]: { status: 400, body: { message: said('instagramStateExpired') } },
    });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(said('instagramStateExpired'));
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/clipper-dashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign()).toHaveBeenCalledWith(AUTHORIZE));
    expect(callsTo(api.calls, PATH).filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says the link failed in its own words when the server gave none', async () => {
    start('?code=AQBx-12&state=st4te', { [`POST ${PATH}`]: { status: 500, body: {} } });
    expect(await screen.findByText(said('instagramLinkFailed'), {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('says the clipper declined when Instagram sends access_denied, and sends nothing', async () => {
    const { api } = start(
      '?error=access_denied&error_reason=user_denied&error_description=The+user+denied+your+request.&state=st4te',
    );
    expect(await screen.findByText(said('instagramDenied'), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === PATH && c.method === 'POST')).toHaveLength(0);
  });

  it('asks to start from the dashboard when the code or state is missing', async () => {
    const { api } = start('?code=AQBx-12');
    expect(await screen.findByText(said('instagramNoCode'), {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === PATH && c.method === 'POST')).toHaveLength(0);
  });
});
