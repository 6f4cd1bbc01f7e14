import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('nav bar and footer (docs/product.md#screens-and-routes)', () => {
  it('offers Discover Campaigns, Login and Sign Up when signed out, and the three footer links', async () => {
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome to ClipMandi' });
    expect(linkNames()).toEqual(['ClipMandi', 'Discover Campaigns', 'हिन्दी', 'Login', 'Sign Up']);
    // The language switch: English is the page's, Hindi a link that keeps the choice and comes back here.
    const hindi = within(nav()).getByRole('link', { name: 'हिन्दी' });
    expect(hindi.getAttribute('href')).toBe('/language/hi?next=%2F');
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(within(nav()).getByText('English').getAttribute('aria-current')).toBe('true');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service', '/contact']);
  });

  it.each([
    ['user', 'Clipper Dashboard', '/dashboard', '/clipper/wallet', []],
    ['creator', 'Creator Hub', '/creator', '/creator/wallet', []],
    // An owner: every admin place (admin-nav.test.tsx has the other admin roles).
    ['admin', 'Admin Panel', '/admin', '/admin/wallet', ['Audit', 'Team']],
  ] as const)(
    'shows a %s their area link, wallet, initial, name and Logout',
    async (role, label, href, wallet, more) => {
      const user = aUser(role);
      storeSession(user);
      mockApi({ 'GET /api/auth/me': { body: { user } } });
      renderApp('/discover');
      await screen.findByRole('heading', { name: 'Discover Campaigns' });
      expect(linkNames()).toEqual(['ClipMandi', 'Discover Campaigns', label, 'Wallet', ...more, 'हिन्दी']);
      expect(within(nav()).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
      expect(within(nav()).getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe(wallet);
      expect(within(nav()).getByRole('link', { name: 'Discover Campaigns' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav()).getByRole('link', { name: label }).getAttribute('aria-current')).toBeNull();
      expect(within(nav()).getByText(user.name.charAt(0))).toBeTruthy();
      expect(within(nav()).getByText(user.name)).toBeTruthy();
      expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeTruthy();
    },
  );

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

  it("marks the wallet as the current page, and the admin's area on its other pages", async () => {
    const admin = aUser('admin');
    storeSession(admin);
    mockApi({ 'GET /api/auth/me': { body: { user: admin } } });
    const { router } = renderApp('/admin/wallet');
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(within(nav()).getByRole('link', { name: 'Admin Panel' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Admin Panel' }).hasAttribute('data-section')).toBe(false);
    await router.navigate({ to: '/admin/users' });
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Admin Panel' }).hasAttribute('data-section')).toBe(true),
    );
    expect(within(nav()).getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBeNull();
  });

  it("opens the drawer from 'Open navigation' with the person's links, wallet and Logout; a link closes it", async () => {
    const creator = aUser('creator');
    storeSession(creator);
    mockApi({ 'GET /api/auth/me': { body: { user: creator } } });
    const { user, router } = renderApp('/discover');
    await screen.findByRole('heading', { name: 'Discover Campaigns' });
    await user.click(within(nav()).getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const menu = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Discover Campaigns', 'Creator Hub', 'Wallet', 'हिन्दी']);
    expect(within(menu).getByRole('link', { name: 'Discover Campaigns' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: `Account menu, ${creator.name}` })).toBeTruthy();
    await user.click(within(menu).getByRole('link', { name: 'Wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/wallet'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('offers a visitor Login and Sign Up in the drawer', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome to ClipMandi' });
    await user.click(within(nav()).getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Discover Campaigns', 'Login', 'Sign Up', 'हिन्दी']);
  });

  it('shows a not-found page for an unknown address', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
