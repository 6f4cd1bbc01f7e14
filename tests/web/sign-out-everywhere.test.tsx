import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const MESSAGE = 'Signed out everywhere. Every session of this account, this one included, has ended.';

/** Waits for the page (the nav bar of the loading frame is replaced by the page's own), opens the account menu, then its dialog. */
async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await user.click(within(nav()).getByRole('button', { name: /^Account menu/ }));
  await user.click(within(nav()).getByRole('button', { name: 'Sign out everywhere' }));
  // The dialog is its own chunk, loaded when the menu opens.
  return screen.findByRole('dialog', { name: 'Sign out everywhere?' }, { timeout: 5000 });
}

describe('sign out everywhere (account menu)', () => {
  it('asks first; Cancel keeps the session; confirming ends every session, signs this browser out and says so', async () => {
    const creator = aUser('creator');
    const token = storeSession(creator);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'POST /api/auth/logout-all': { body: { message: MESSAGE } },
    });
    const { user, router } = renderApp('/contact');

    let dialog = await openDialog(user);
    expect(
      within(dialog).getByText('Every session of your account ends, on every device and browser, this one included.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.path === '/api/auth/logout-all')).toEqual([]);
    expect(localStorage.getItem('clipmandi.token')).not.toBeNull();

    dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = api.calls.filter((call) => call.path === '/api/auth/logout-all');
    expect(sent.map((call) => [call.method, call.headers.get('Authorization')])).toEqual([['POST', `Bearer ${token}`]]);
    expect(localStorage.getItem('clipmandi.token')).toBeNull();
    expect(localStorage.getItem('clipmandi.user')).toBeNull();
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Login' })).toBeTruthy());
  });

  it('keeps the session and shows the server’s message when the call is refused', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'POST /api/auth/logout-all': { status: 503, body: { message: 'The server is busy. Please try again.' } },
    });
    const { user, router } = renderApp('/contact');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('The server is busy. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contact');
    expect(localStorage.getItem('clipmandi.token')).not.toBeNull();
  });
});
