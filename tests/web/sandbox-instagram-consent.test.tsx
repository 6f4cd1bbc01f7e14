import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { browserAssigns } from './browser-assign';
import { consentPageAt } from './linked-accounts';

const origin = window.location.origin;
const RETURN = `${origin}/clipper/instagram/connected`;

const assign = browserAssigns();
const open = consentPageAt('/sandbox/instagram/authorize', {
  response_type: 'code',
  scope: 'instagram_business_basic,instagram_business_manage_insights',
});
const asked = { client_id: 'clipmandi-sandbox', redirect_uri: RETURN, state: 'st/4te+x' };

const heading = () =>
  screen.findByRole('heading', { name: 'Connect your sandbox Instagram account' }, { timeout: 10_000 });

describe("the sandbox's consent page", () => {
  it('Allow sends the browser back with the code of the account chosen, the username lower-cased', async () => {
    const { user } = open(asked);
    await heading();
    expect(screen.getByText(/offline stand-in for Instagram/)).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'Clara.Cuts');
    await user.click(screen.getByLabelText('Business'));
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(assign()).toHaveBeenCalledWith(`${RETURN}?code=sbx.BUSINESS.clara.cuts&state=st%2F4te%2Bx`);
  });

  it('offers a personal account too (to see the refusal), Creator by default', async () => {
    const { user } = open(asked);
    await heading();
    expect((screen.getByLabelText('Creator') as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText('Username'), 'solo_me');
    await user.click(screen.getByLabelText('Personal'));
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(assign()).toHaveBeenCalledWith(`${RETURN}?code=sbx.PERSONAL.solo_me&state=st%2F4te%2Bx`);
  });

  it("Cancel sends the browser back with Instagram's refusal", async () => {
    const { user } = open(asked);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(assign()).toHaveBeenCalledWith(
      `${RETURN}?error=access_denied&error_reason=user_denied&error_description=The+user+denied+your+request.&state=st%2F4te%2Bx`,
    );
  });

  it('refuses a username Instagram would not take, before sending anything', async () => {
    const { user } = open(asked);
    await heading();
    await user.type(screen.getByLabelText('Username'), 'clara cuts!');
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByText(said('instagramUsernameInvalid'))).toBeTruthy();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'a'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByText(said('instagramUsernameInvalid'))).toBeTruthy();
    expect(assign()).not.toHaveBeenCalled();
  });

  it.each([
    ['another site', { ...asked, redirect_uri: 'https://evil.example/clipper/instagram/connected' }],
    ['no address to return to', { client_id: asked.client_id, state: asked.state }],
    ['an address that is not one', { ...asked, redirect_uri: 'not a url' }],
    ['another app', { ...asked, client_id: 'someone-else' }],
    ['no state', { client_id: asked.client_id, redirect_uri: RETURN }],
  ])('refuses a request with %s, and offers nothing to send', async (_, params) => {
    open(params);
    await heading();
    expect(screen.getByRole('alert').textContent).toBe(said('instagramConsentRefused'));
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
