import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = () => within(nav()).getAllByRole('link').map((link) => link.textContent);

describe('nav bar and footer (docs/product.md#screens-and-routes)', () => {
  it('offers Discover Campaigns, Login and Sign Up when signed out, and the three footer links', async () => {
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome to ClipMandi' });
    expect(linkNames()).toEqual(['ClipMandi', 'Discover Campaigns', 'Login', 'Sign Up']);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/contact',
    ]);
  });

  it.each([
    ['user', 'Clipper Dashboard', '/dashboard'],
    ['creator', 'Creator Hub', '/creator'],
    ['admin', 'Admin Panel', '/admin'],
  ] as const)('shows a %s their area link, initial, name and Logout', async (role, label, href) => {
    const user = aUser(role);
    storeSession(user);
    mockApi({ 'GET /api/auth/me': { body: { user } } });
    renderApp('/discover');
    await screen.findByRole('heading', { name: 'Discover Campaigns' });
    expect(linkNames()).toEqual(['ClipMandi', 'Discover Campaigns', label]);
    expect(within(nav()).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    expect(within(nav()).getByText(user.name.charAt(0))).toBeTruthy();
    expect(within(nav()).getByText(user.name)).toBeTruthy();
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('asks before logging out; Cancel keeps the session, Logout clears it and goes to /', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    mockApi({ 'GET /api/auth/me': { body: { user: clipper } } });
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Clipper Dashboard' });

    await user.click(within(nav()).getByRole('button', { name: 'Logout' }));
    let dialog = await screen.findByRole('dialog', { name: 'Logout?' });
    expect(within(dialog).getByText('You will be signed out of your account.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('clipmandi.token')).not.toBeNull();

    await user.click(within(nav()).getByRole('button', { name: 'Logout' }));
    dialog = await screen.findByRole('dialog', { name: 'Logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('clipmandi.token')).toBeNull();
    expect(localStorage.getItem('clipmandi.user')).toBeNull();
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Login' })).toBeTruthy());
  });

  it('shows a not-found page for an unknown address', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
