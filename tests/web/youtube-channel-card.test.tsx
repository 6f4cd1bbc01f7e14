import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxChannelIdFor } from '@schemas/youtube-sandbox-ids';
import { said } from '../support/catalogue';
import { browserAssigns } from './browser-assign';
import { callsTo } from './calls-to';
import { aChannel, aLinkedChannel, openAsClipper } from './linked-accounts';
import type { Handler } from './mock-api';

const CODE = 'clipmandi-k3x9q2ab';
const CHANNEL_ID = 'UCabcdefghijklmnopqrstuv';
const CODE_MISSING = `The description of your channel "Clara Cuts" does not contain your code ${CODE}. Put the code in the channel description on YouTube (YouTube Studio → Customisation → Basic info), publish, and try again.`;

const linked = (channelId = CHANNEL_ID, mode = 'api', signInWithGoogle = false) =>
  aLinkedChannel({ channelId, mode, signInWithGoogle });

const start = (handlers: Record<string, Handler>) => openAsClipper('/dashboard', handlers);

const GOOGLE = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=1&state=g1';
const assign = browserAssigns();

const card = async () => within(await screen.findByRole('region', { name: 'YouTube channel' }, { timeout: 10_000 }));

describe('the YouTube channel card', () => {
  it('walks an unlinked clipper through linking: the code, where to paste it, the channel ID; shows the refusal, then Verified', async () => {
    let reply: { status: number; body: unknown } = { status: 422, body: { message: CODE_MISSING } };
    const { api, user } = start({
      'GET /api/clipper/channel': { body: { channel: aChannel() } },
      'POST /api/clipper/channel': () => reply,
    });
    const steps = await card();
    expect(steps.getByText('Not linked')).toBeTruthy();
    expect(steps.getByLabelText('Verification code').textContent).toBe(CODE);
    expect(steps.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(steps.getByText(/YouTube Studio → Customisation → Basic info → Description/)).toBeTruthy();
    expect(steps.queryByRole('button', { name: 'Use my sandbox channel' })).toBeNull();

    // A malformed ID is refused before any call, with the request schema's message.
    await user.type(steps.getByLabelText('Channel ID', { exact: false }), 'my channel');
    await user.click(steps.getByRole('button', { name: 'Verify' }));
    expect(
      await steps.findByText('Enter your YouTube channel ID: UC followed by 22 letters, digits, - or _'),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(steps.getByLabelText('Channel ID', { exact: false }));
    await user.type(steps.getByLabelText('Channel ID', { exact: false }), CHANNEL_ID);
    await user.click(steps.getByRole('button', { name: 'Verify' }));
    expect(await steps.findByText(CODE_MISSING)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ channelId: CHANNEL_ID }]);

    reply = { status: 201, body: { message: 'Your YouTube channel is verified and linked.', channel: linked() } };
    await user.click(steps.getByRole('button', { name: 'Verify' }));
    expect(await steps.findByText('Verified')).toBeTruthy();
    expect(steps.getByText('Clara Cuts')).toBeTruthy();
    expect(steps.getByText(`${CHANNEL_ID} · 12,400 subscribers`)).toBeTruthy();
    expect(steps.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(await screen.findByText('Your YouTube channel is verified and linked.')).toBeTruthy();
  });

  it('in sandbox mode offers "Use my sandbox channel", which fills the channel of the code', async () => {
    const sandboxChannel = sandboxChannelIdFor(CODE);
    const { api, user } = start({
      'GET /api/clipper/channel': { body: { channel: aChannel({ mode: 'sandbox' }) } },
      'POST /api/clipper/channel': {
        status: 201,
        body: { message: 'Your YouTube channel is verified and linked.', channel: linked(sandboxChannel, 'sandbox') },
      },
    });
    const steps = await card();
    await user.click(steps.getByRole('button', { name: 'Use my sandbox channel' }));
    expect((steps.getByLabelText('Channel ID', { exact: false }) as HTMLInputElement).value).toBe(sandboxChannel);
    await user.click(steps.getByRole('button', { name: 'Verify' }));
    expect(await steps.findByText('Verified')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ channelId: sandboxChannel }]);
  });

  it('shows a linked channel as Verified, with the steps only after "Link another channel"', async () => {
    const { user } = start({ 'GET /api/clipper/channel': { body: { channel: linked() } } });
    const shown = await card();
    expect(shown.getByText('Verified')).toBeTruthy();
    expect(shown.getByText('Clara Cuts')).toBeTruthy();
    expect(shown.queryByLabelText('Verification code')).toBeNull();
    await user.click(shown.getByRole('button', { name: 'Link another channel' }));
    expect(shown.getByLabelText('Verification code').textContent).toBe(CODE);
  });

  it('is hidden where views are not measured (mode off)', async () => {
    const { api, queryClient } = start({
      'GET /api/clipper/channel': { body: { channel: aChannel({ required: false, mode: 'off' }) } },
    });
    expect(await screen.findByText('Welcome back, Asha Clipper!', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/clipper/channel')).toBe(true));
    // The channel's answer is in and nothing is loading: the card had its chance to render.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'YouTube channel' })).toBeNull();
  });

  it('offers only the code where the server cannot link by Google sign-in', async () => {
    start({ 'GET /api/clipper/channel': { body: { channel: aChannel() } } });
    const steps = await card();
    expect(steps.getByLabelText('Verification code')).toBeTruthy();
    expect(steps.queryByRole('button', { name: 'Link with Google' })).toBeNull();
    expect(steps.queryByText(said('googleLinkIntro'))).toBeNull();
  });

  it('with Google sign-in: Link with Google first, which asks for the consent address and goes there; the code stays the other way', async () => {
    const { api, user } = start({
      'GET /api/clipper/channel': { body: { channel: aChannel({ signInWithGoogle: true }) } },
      'POST /api/clipper/channel/google/authorize': { body: { url: GOOGLE }, delayMs: 50 },
    });
    const shown = await card();
    expect(shown.getByText(said('googleLinkIntro'))).toBeTruthy();
    expect(shown.getByText(said('googleOrCode'))).toBeTruthy();
    // The code steps, as they were.
    expect(shown.getByLabelText('Verification code').textContent).toBe(CODE);
    expect(shown.getByText('Paste it into your channel description on YouTube')).toBeTruthy();
    const button = shown.getByRole('button', { name: 'Link with Google' });
    // Above the steps.
    expect(button.compareDocumentPosition(shown.getByLabelText('Verification code'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.click(button);
    await waitFor(() => expect(assign()).toHaveBeenCalledWith(GOOGLE));
    expect(callsTo(api.calls, '/api/clipper/channel/google/authorize')).toEqual([
      { method: 'POST', body: undefined, status: 200 },
    ]);
    // Busy until the browser has left.
    expect(shown.getByRole('button', { name: 'Link with Google' }).hasAttribute('data-loading')).toBe(true);
  });

  it("shows the server's refusal of Link with Google, or its own message when the server gave none", async () => {
    let reply = { status: 422, body: { message: said('googleOff') } };
    const { user } = start({
      'GET /api/clipper/channel': { body: { channel: aChannel({ signInWithGoogle: true }) } },
      'POST /api/clipper/channel/google/authorize': () => reply,
    });
    const shown = await card();
    await user.click(shown.getByRole('button', { name: 'Link with Google' }));
    expect(await shown.findByText(said('googleOff'))).toBeTruthy();
    reply = { status: 500, body: {} as { message: string } };
    await user.click(shown.getByRole('button', { name: 'Link with Google' }));
    expect(await shown.findByText(said('googleConnectFailed'))).toBeTruthy();
    expect(assign()).not.toHaveBeenCalled();
  });

  it('offers Link with Google for another channel too', async () => {
    const { user } = start({
      'GET /api/clipper/channel': { body: { channel: linked(CHANNEL_ID, 'api', true) } },
      'POST /api/clipper/channel/google/authorize': { body: { url: GOOGLE } },
    });
    const shown = await card();
    expect(shown.queryByRole('button', { name: 'Link with Google' })).toBeNull();
    await user.click(shown.getByRole('button', { name: 'Link another channel' }));
    await user.click(shown.getByRole('button', { name: 'Link with Google' }));
    await waitFor(() => expect(assign()).toHaveBeenCalledWith(GOOGLE));
  });
});
