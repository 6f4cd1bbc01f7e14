import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

describe('role guard', () => {
  it('sends a visitor without a session from /dashboard to /login', async () => {
    mockApi({});
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows 'Checking authentication' while the stored session is confirmed, then the screen", async () => {
    const user = aUser('user');
    storeSession(user);
    mockApi({ 'GET /api/auth/me': { body: { user }, delayMs: 300 } });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('Checking authentication')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Clipper Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Checking authentication')).toBeNull();
  });

  it('sends a creator who opens /admin to /creator', async () => {
    const user = aUser('creator');
    storeSession(user);
    mockApi({ 'GET /api/auth/me': { body: { user } } });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator');
  });

  it('clears a stored session the server refuses and goes to /login', async () => {
    storeSession(aUser('admin'));
    mockApi({ 'GET /api/auth/me': { status: 401, body: { message: 'Session expired' } } });
    const { router } = renderApp('/admin/wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('clipmandi.token')).toBeNull();
  });
});

describe('role guard after sign-in', () => {
  it("does not flash 'Checking authentication' once the session is confirmed", async () => {
    const creator = aUser('creator');
    mockApi({ 'POST /api/auth/login': { body: { user: creator, token: 'jwt-c' } } });
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Checking authentication')) seen.push('checking');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeTruthy();
    await router.navigate({ to: '/creator/wallet' });
    expect(await screen.findByRole('heading', { name: 'Creator Wallet' })).toBeTruthy();
    observer.disconnect();
    expect(seen).toEqual([]);
  });
});
