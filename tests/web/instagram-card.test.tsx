import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SANDBOX_REEL_BEHAVIOURS,
  sandboxShortcodeFor,
  type SandboxReelBehaviour,
} from '@schemas/instagram-sandbox-ids';
import { said } from '../support/catalogue';
import { callsTo } from './calls-to';
import { browserAssigns } from './browser-assign';
import { aChannel, openAsClipper } from './linked-accounts';
import type { Handler } from './mock-api';

const PATH = '/api/clipper/instagram';
const AUTHORIZE = 'https://www.instagram.com/oauth/authorize?client_id=1&state=s1';

const anAccount = (overrides: Record<string, unknown> = {}) => ({
  username: 'clara.cuts',
  accountType: 'MEDIA_CREATOR',
  linkedAt: '2026-04-01T10:00:00.000Z',
  needsReconnect: false,
  ...overrides,
});

const assign = browserAssigns();

const start = (handlers: Record<string, Handler>) =>
  openAsClipper('/dashboard', {
    // No YouTube on this server: only the Instagram card shows.
    'GET /api/clipper/channel': { body: { channel: aChannel({ required: false, mode: 'off' }) } },
    ...handlers,
  });

const card = async () => within(await screen.findByRole('region', { name: 'Instagram account' }, { timeout: 10_000 }));

describe('the Instagram card', () => {
  it('is hidden where Instagram accounts cannot be linked (mode off)', async () => {
    const { api, queryClient } = start({ [`GET ${PATH}`]: { body: { instagram: null, mode: 'off' } } });
    expect(await screen.findByText('Welcome back, Asha Clipper!', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === PATH)).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Instagram account' })).toBeNull();
  });

  it('not linked: says why to link, and Connect Instagram asks for the authorize address and goes there', async () => {
    const { api, user } = start({
      [`GET ${PATH}`]: { body: { instagram: null, mode: 'api' } },
      [`POST ${PATH}/authorize`]: { body: { url: AUTHORIZE }, delayMs: 50 },
    });
    const shown = await card();
    expect(shown.getByRole('heading', { name: 'Instagram' })).toBeTruthy();
    expect(shown.getByText('Not linked')).toBeTruthy();
    expect(shown.getByText(said('instagramLinkIntro'))).toBeTruthy();
    await user.click(shown.getByRole('button', { name: 'Connect Instagram' }));
    await waitFor(() => expect(assign()).toHaveBeenCalledWith(AUTHORIZE));
    expect(callsTo(api.calls, `${PATH}/authorize`)).toEqual([{ method: 'POST', body: undefined, status: 200 }]);
    // Busy until the browser has left.
    expect(shown.getByRole('button', { name: 'Connect Instagram' }).hasAttribute('data-loading')).toBe(true);
  });

  it("shows the server's refusal of Connect, or its own message when the server gave none", async () => {
    let reply = { status: 422, body: { message: said('instagramOff') } };
    const { user } = start({
      [`GET ${PATH}`]: { body: { instagram: null, mode: 'api' } },
      [`POST ${PATH}/authorize`]: () => reply,
    });
    const shown = await card();
    await user.click(shown.getByRole('button', { name: 'Connect Instagram' }));
    expect((await shown.findByRole('alert')).textContent).toBe(said('instagramOff'));
    reply = { status: 500, body: {} as { message: string } };
    await user.click(shown.getByRole('button', { name: 'Connect Instagram' }));
    expect(await shown.findByText(said('instagramConnectFailed'))).toBeTruthy();
    expect(assign()).not.toHaveBeenCalled();
  });

  it('says so when the account cannot be loaded', async () => {
    start({ [`GET ${PATH}`]: { status: 500, body: {} } });
    expect(await screen.findByText(said('instagramLoadFailed'), {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('linked: the username and its type, Unlink asks first, then unlinks and shows the card unlinked', async () => {
    let linked: ReturnType<typeof anAccount> | null = anAccount();
    const { api, user } = start({
      [`GET ${PATH}`]: () => ({ body: { instagram: linked, mode: 'api' } }),
      [`DELETE ${PATH}`]: () => {
        linked = null;
        return { body: { message: said('instagramUnlinked') } };
      },
    });
    const shown = await card();
    expect(shown.getByText('Linked')).toBeTruthy();
    expect(shown.getByText('@clara.cuts')).toBeTruthy();
    expect(shown.getByText('Creator account')).toBeTruthy();
    expect(shown.queryByText(said('instagramReconnect'))).toBeNull();
    expect(shown.queryByRole('list', { name: 'Sandbox reels' })).toBeNull();

    await user.click(shown.getByRole('button', { name: 'Unlink' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink Instagram?' }));
    expect(dialog.getByText(said('instagramUnlinkQuestion', { username: 'clara.cuts' }))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(shown.getByRole('button', { name: 'Unlink' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    expect(await shown.findByText('Not linked')).toBeTruthy();
    expect(await screen.findByText(said('instagramUnlinked'))).toBeTruthy();
    expect(callsTo(api.calls, PATH).map((c) => c.method)).toEqual(['GET', 'DELETE', 'GET']);
  });

  it("shows a refused unlink with the card's own message when the server gave none", async () => {
    const { user } = start({
      [`GET ${PATH}`]: { body: { instagram: anAccount({ accountType: 'BUSINESS' }), mode: 'api' } },
      [`DELETE ${PATH}`]: { status: 500, body: {} },
    });
    const shown = await card();
    expect(shown.getByText('Business account')).toBeTruthy();
    await user.click(shown.getByRole('button', { name: 'Unlink' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    expect(await shown.findByText(said('instagramUnlinkFailed'))).toBeTruthy();
    expect(shown.getByText('Linked')).toBeTruthy();
  });

  it('reconnect needed: says why, and Reconnect Instagram starts linking again', async () => {
    const { user } = start({
      [`GET ${PATH}`]: { body: { instagram: anAccount({ needsReconnect: true }), mode: 'api' } },
      [`POST ${PATH}/authorize`]: { body: { url: AUTHORIZE } },
    });
    const shown = await card();
    expect(shown.getByText('Reconnect needed')).toBeTruthy();
    expect(shown.getByText(said('instagramReconnect'))).toBeTruthy();
    await user.click(shown.getByRole('button', { name: 'Reconnect Instagram' }));
    await waitFor(() => expect(assign()).toHaveBeenCalledWith(AUTHORIZE));
  });

  it("in sandbox mode lists the account's sandbox reels, one of each behaviour, each with a copy button", async () => {
    start({ [`GET ${PATH}`]: { body: { instagram: anAccount(), mode: 'sandbox' } } });
    const reels = within((await card()).getByRole('list', { name: 'Sandbox reels' }));
    const items = reels.getAllByRole('listitem');
    const behaviours = Object.keys(SANDBOX_REEL_BEHAVIOURS) as SandboxReelBehaviour[];
    expect(items).toHaveLength(behaviours.length);
    behaviours.forEach((behaviour, i) => {
      const item = within(items[i]!);
      expect(
        item.getByText(`https://www.instagram.com/reel/${sandboxShortcodeFor('clara.cuts', behaviour)}/`),
      ).toBeTruthy();
      expect(item.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    });
  });
});
