import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@schemas/auth';
import { TOKEN_KEY } from '@web/lib/session';
import { said } from '../support/catalogue';
import { callsTo } from './calls-to';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/** Settings' Email section: the address, its verification and changing it (docs/accounts.md#verified-email). */

function settingsApi(person: PublicUser, overrides: Record<string, Handler> = {}) {
  storeSession(person);
  return mockApi({
    'GET /api/auth/me': { body: { user: person } },
    'GET /api/notification-settings': { body: { settings: [] } },
    ...overrides,
  });
}

/** The Email section once the screen is in (its placeholder has no form). */
async function emailSection() {
  await screen.findByLabelText('New email');
  return within(screen.getByRole('region', { name: 'Email' }));
}

async function changeEmail(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('New email'), email);
  await user.type(screen.getByLabelText('Current password'), password);
  await user.click(screen.getByRole('button', { name: 'Send verification link' }));
}

describe('Settings: Email', () => {
  it('shows an unverified address and sends a new verification link', async () => {
    const clipper = aUser('user', { email: 'asha@example.com', emailVerified: false });
    const sent = said('verificationSent', { email: 'asha@example.com' });
    const api = settingsApi(clipper, {
      'POST /api/auth/resend-verification': { status: 202, body: { message: sent } },
    });
    const { user } = renderApp('/settings');
    const section = await emailSection();
    expect(section.getByText('asha@example.com')).toBeTruthy();
    expect(section.getByText('Not verified')).toBeTruthy();

    await user.click(section.getByRole('button', { name: 'Send a new verification link' }));
    expect((await section.findByRole('status')).textContent).toBe(sent);
    expect(callsTo(api.calls, '/api/auth/resend-verification')).toEqual([
      { method: 'POST', body: undefined, status: 202 },
    ]);
  });

  it('shows the refusal when the address was verified meanwhile (409)', async () => {
    const clipper = aUser('user', { emailVerified: false });
    settingsApi(clipper, {
      'POST /api/auth/resend-verification': { status: 409, body: { message: said('alreadyVerified') } },
    });
    const { user } = renderApp('/settings');
    const section = await emailSection();
    await user.click(section.getByRole('button', { name: 'Send a new verification link' }));
    expect((await section.findByRole('alert')).textContent).toBe(said('alreadyVerified'));
  });

  it('sends a verified person’s new address a link; the address shown stays until it is verified', async () => {
    const creator = aUser('creator', { email: 'ravi@example.com' });
    const sent = said('verificationSent', { email: 'ravi.new@example.com' });
    const api = settingsApi(creator, { 'POST /api/auth/change-email': { status: 202, body: { message: sent } } });
    const { user } = renderApp('/settings');
    const section = await emailSection();
    expect(section.getByText('Verified')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Send a new verification link' })).toBeNull();
    expect(section.getByRole('heading', { name: 'Change email' })).toBeTruthy();

    await changeEmail(user, 'ravi.new@example.com', 'my-password');
    expect((await section.findByRole('status')).textContent).toBe(sent);
    expect(callsTo(api.calls, '/api/auth/change-email')).toEqual([
      { method: 'POST', body: { email: 'ravi.new@example.com', password: 'my-password' }, status: 202 },
    ]);
    expect(section.getByText('ravi@example.com')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('New email') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong password’s refusal (403: the session itself is fine) and stays signed in', async () => {
    const creator = aUser('creator');
    const api = settingsApi(creator, {
      'POST /api/auth/change-email': { status: 403, body: { message: said('wrongPassword') } },
    });
    const { user, router } = renderApp('/settings');
    await emailSection();
    await changeEmail(user, 'ravi.new@example.com', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe(said('wrongPassword'));
    expect(callsTo(api.calls, '/api/auth/change-email')).toEqual([
      { method: 'POST', body: { email: 'ravi.new@example.com', password: 'wrong' }, status: 403 },
    ]);
    expect(router.state.location.pathname).toBe('/settings');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-creator');
  });

  it('shows the refusal of an address another account uses (409)', async () => {
    settingsApi(aUser('creator'), {
      'POST /api/auth/change-email': { status: 409, body: { message: said('emailTaken') } },
    });
    const { user } = renderApp('/settings');
    await emailSection();
    await changeEmail(user, 'taken@example.com', 'my-password');
    expect((await screen.findByRole('alert')).textContent).toBe(said('emailTaken'));
  });
});
