import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { aUser, renderApp } from './render-app';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login', () => {
  it('names the missing fields and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Email is required', 'Password is required']);
    expect(api.calls.filter((call) => call.path === '/api/auth/login')).toHaveLength(0);
  });

  it('refuses an email that is not one', async () => {
    mockApi({});
    const { user } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await fillLogin(user, 'asha.example.com', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address');
  });

  it("reads 'Signing In...' while busy, then opens the creator's home", async () => {
    const creator = aUser('creator');
    const api = mockApi({ 'POST /api/auth/login': { body: { user: creator, token: 'jwt-1' }, delayMs: 200 } });
    const { user, router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await fillLogin(user, 'ravi@example.com', 'secret-pass');
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator'));
    expect(api.calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'ravi@example.com',
      password: 'secret-pass',
    });
    expect(localStorage.getItem('clipmandi.token')).toBe('jwt-1');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Ravi Creator')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Creator Hub' })).toBeTruthy();
  });

  it('sends an admin to /admin and a clipper to /dashboard', async () => {
    mockApi({ 'POST /api/auth/login': { body: { user: aUser('admin'), token: 'jwt-a' } } });
    const admin = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await fillLogin(admin.user, 'admin@example.com', 'pw');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin'));
    admin.unmount();
    localStorage.clear();

    mockApi({ 'POST /api/auth/login': { body: { user: aUser('user'), token: 'jwt-u' } } });
    const clipper = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await fillLogin(clipper.user, 'asha@example.com', 'pw');
    await waitFor(() => expect(clipper.router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows the server's message as returned, and stays on /login", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password.' } } });
    const { user, router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await fillLogin(user, 'asha@example.com', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false);
  });

  it("falls back to 'Login failed. Please try again.' without a server message", async () => {
    mockApi({ 'POST /api/auth/login': { status: 502, body: 'Bad gateway' } });
    const { user } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await fillLogin(user, 'asha@example.com', 'pw');
    expect(await screen.findByText('Login failed. Please try again.')).toBeTruthy();
  });
});
