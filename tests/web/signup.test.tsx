import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { aUser, renderApp } from './render-app';

type Actor = ReturnType<typeof renderApp>['user'];

async function fillSignup(user: Actor, fields: { name: string; email: string; password: string }) {
  await user.type(screen.getByLabelText('Full Name'), fields.name);
  await user.type(screen.getByLabelText('Email Address'), fields.email);
  await user.type(screen.getByLabelText('Password'), fields.password);
}

describe('/signup', () => {
  it('offers the two roles, clipper first and chosen by default', async () => {
    mockApi({});
    renderApp('/signup');
    const select = await screen.findByLabelText<HTMLSelectElement>('I want to be a...');
    const options = Array.from(select.options).map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['user', 'Content Creator (Join campaigns & earn)'],
      ['creator', 'Campaign Creator (Create campaigns & pay)'],
    ]);
    expect(select.value).toBe('user');
  });

  it('names every missing field', async () => {
    const api = mockApi({});
    const { user } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Full name is required',
      'Email is required',
      'Password is required',
    ]);
    expect(api.calls.filter((call) => call.path === '/api/auth/signup')).toHaveLength(0);
  });

  it("reads 'Creating Account...' while busy and takes a campaign creator to /creator", async () => {
    const api = mockApi({
      'POST /api/auth/signup': { status: 201, body: { user: aUser('creator'), token: 'jwt-c' }, delayMs: 200 },
    });
    const { user, router } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    await fillSignup(user, { name: 'Ravi Creator', email: 'ravi@example.com', password: 'long-enough' });
    await user.selectOptions(screen.getByLabelText('I want to be a...'), 'creator');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('button', { name: 'Creating Account...' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator'));
    expect(api.calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      name: 'Ravi Creator',
      email: 'ravi@example.com',
      password: 'long-enough',
      role: 'creator',
    });
  });

  it("shows the server's refusal as returned", async () => {
    mockApi({
      'POST /api/auth/signup': { status: 409, body: { message: 'An account with this email already exists.' } },
    });
    const { user, router } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    await fillSignup(user, { name: 'Asha', email: 'asha@example.com', password: 'long-enough' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it("shows the contract's password rule (the server's own message) for a short password", async () => {
    const api = mockApi({});
    const { user } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    await fillSignup(user, { name: 'Asha', email: 'asha@example.com', password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/auth/signup')).toHaveLength(0);
  });

  it("falls back to 'Signup failed. Please try again.' when the server is unreachable", async () => {
    mockApi({ 'POST /api/auth/signup': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    await fillSignup(user, { name: 'Asha', email: 'asha@example.com', password: 'long-enough' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signup failed. Please try again.')).toBeTruthy();
  });
});
