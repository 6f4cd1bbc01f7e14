import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { aUser, renderApp } from './render-app';

describe('/admin/login', () => {
  it('shows a refusal in the banner and stays on the page (a 401 here is not an expired session)', async () => {
    mockApi({ 'POST /api/auth/admin/login': { status: 401, body: { message: 'Invalid email or password.' } } });
    const { user, router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In as Admin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it("shows 'Admin login failed. Please try again.' when the server says nothing", async () => {
    mockApi({ 'POST /api/auth/admin/login': { status: 500 } });
    const { user } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In as Admin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Admin login failed. Please try again.');
  });

  it('opens the admin dashboard on success', async () => {
    mockApi({ 'POST /api/auth/admin/login': { body: { user: aUser('admin'), token: 'jwt-a' } } });
    const { user, router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In as Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    // Ends only once the router settled: a transition still running after the file's last test rejected once
    // its happy-dom window was gone (CI, 2026-11-27).
    await waitFor(() => expect(router.state.status).toBe('idle'));
  });
});
