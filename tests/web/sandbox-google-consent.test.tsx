import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxChannelIdFor, sandboxGoogleCode } from '@schemas/youtube-sandbox-ids';
import { said } from '../support/catalogue';
import { browserAssigns } from './browser-assign';
import { consentPageAt } from './linked-accounts';

const origin = window.location.origin;
const RETURN = `${origin}/clipper/youtube/connected`;
const CODE = 'clipmandi-k3x9q2ab';

const assign = browserAssigns();
const open = consentPageAt('/sandbox/google/authorize', {
  response_type: 'code',
  scope: 'https://www.googleapis.com/auth/youtube.readonly',
  access_type: 'online',
  prompt: 'select_account',
});
const asked = { client_id: 'clipmandi-sandbox', redirect_uri: RETURN, state: 'st/4te+x', login_hint: CODE };

const heading = () =>
  screen.findByRole('heading', { name: 'Sign in to your sandbox Google account' }, { timeout: 10_000 });

describe("the sandbox's Google consent page", () => {
  it('shows the sandbox channel of the code and what ClipMandi asks to see; Allow sends the browser back with its code', async () => {
    const { user } = open(asked);
    await heading();
    expect(screen.getByText(/offline stand-in for Google/)).toBeTruthy();
    expect(screen.getByText('your YouTube channel (read only)')).toBeTruthy();
    const channelId = sandboxChannelIdFor(CODE);
    expect(screen.getByLabelText('Sandbox channel').textContent).toBe(channelId);
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    const code = encodeURIComponent(sandboxGoogleCode(channelId));
    expect(assign()).toHaveBeenCalledWith(`${RETURN}?code=${code}&state=st%2F4te%2Bx`);
  });

  it("Cancel sends the browser back with Google's refusal", async () => {
    const { user } = open(asked);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(assign()).toHaveBeenCalledWith(`${RETURN}?error=access_denied&state=st%2F4te%2Bx`);
  });

  it.each([
    ['another site', { ...asked, redirect_uri: 'https://evil.example/clipper/youtube/connected' }],
    ['no address to return to', { client_id: asked.client_id, state: asked.state, login_hint: CODE }],
    ['an address that is not one', { ...asked, redirect_uri: 'not a url' }],
    ['another app', { ...asked, client_id: 'someone-else' }],
    ['no state', { client_id: asked.client_id, redirect_uri: RETURN, login_hint: CODE }],
    ['a hint that is not a verification code', { ...asked, login_hint: 'clara@example.com' }],
    ['no hint', { client_id: asked.client_id, redirect_uri: RETURN, state: asked.state }],
  ])('refuses a request with %s, and offers nothing to send', async (_, params) => {
    open(params);
    await heading();
    expect(screen.getByRole('alert').textContent).toBe(said('googleConsentRefused'));
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByLabelText('Sandbox channel')).toBeNull();
  });
});
