import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '@schemas/auth';
import { wireUser } from './admin-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

function adminApi(adminRole: AdminRole, handlers: Record<string, Handler>) {
  const admin = aUser('admin', { adminRole });
  storeSession(admin, 'admin-token');
  return mockApi({ 'GET /api/auth/me': { body: { user: admin } }, ...handlers });
}

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('suspending and reinstating on /admin/users', () => {
  const arjun = wireUser('Arjun', 'user');
  const meera = {
    ...wireUser('Meera Nair', 'creator'),
    suspension: { at: '2025-03-05T10:00:00.000Z', reason: 'Fake views' },
  };

  it('suspends a clipper with a required reason, shows the server message and refreshes the list', async () => {
    let suspended = false;
    const api = adminApi('moderator', {
      'GET /api/admin/users': () => ({
        body: {
          data: {
            users: [suspended ? { ...arjun, suspension: { at: '2025-03-06T10:00:00.000Z', reason: 'Spam' } } : arjun],
            nextCursor: null,
          },
        },
      }),
      [`POST /api/admin/users/${arjun._id}/suspend`]: () => {
        suspended = true;
        return { body: { message: 'Arjun is suspended.' } };
      },
    });
    const { user } = renderApp('/admin/users');
    await screen.findByText('Arjun');
    await user.click(within(rowOf('Arjun')).getByRole('button', { name: 'Suspend Arjun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Arjun' });
    expect(
      within(dialog).getByText(
        'Their sessions end at once and they are emailed this reason. A creator\u2019s campaigns are paused.',
      ),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Arjun is suspended.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Spam' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(rowOf('Arjun')).findByText('Suspended')).toBeTruthy();
    expect(within(rowOf('Arjun')).getByText('Spam')).toBeTruthy();
  });

  it('shows a suspended person with the reason and reinstates them', async () => {
    const api = adminApi('owner', {
      'GET /api/admin/users': { body: { data: { users: [meera, arjun], nextCursor: null } } },
      [`POST /api/admin/users/${meera._id}/reinstate`]: { body: { message: 'Meera Nair is reinstated.' } },
    });
    const { user } = renderApp('/admin/users');
    await screen.findByText('Meera Nair');
    expect(within(rowOf('Meera Nair')).getByText('Suspended')).toBeTruthy();
    expect(within(rowOf('Meera Nair')).getByText('Fake views')).toBeTruthy();
    expect(within(rowOf('Meera Nair')).queryByRole('button', { name: /^Suspend/ })).toBeNull();

    const before = api.calls.filter((c) => c.path === '/api/admin/users').length;
    await user.click(within(rowOf('Meera Nair')).getByRole('button', { name: 'Reinstate Meera Nair' }));
    expect(await screen.findByText('Meera Nair is reinstated.')).toBeTruthy();
    expect(api.calls.some((c) => c.path === `/api/admin/users/${meera._id}/reinstate` && c.body === undefined)).toBe(
      true,
    );
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/admin/users').length).toBeGreaterThan(before));
  });

  it('shows the server refusal in a toast', async () => {
    adminApi('moderator', {
      'GET /api/admin/users': { body: { data: { users: [arjun], nextCursor: null } } },
      [`POST /api/admin/users/${arjun._id}/suspend`]: { status: 409, body: { message: 'Arjun is already suspended.' } },
    });
    const { user } = renderApp('/admin/users');
    await screen.findByText('Arjun');
    await user.click(screen.getByRole('button', { name: 'Suspend Arjun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Arjun' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Arjun is already suspended.')).toBeTruthy();
  });

  it('offers no buttons to a finance admin, who may not suspend', async () => {
    adminApi('finance', { 'GET /api/admin/users': { body: { data: { users: [meera, arjun], nextCursor: null } } } });
    renderApp('/admin/users');
    await screen.findByText('Arjun');
    expect(within(rowOf('Meera Nair')).getByText('Suspended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Suspend|Reinstate/ })).toBeNull();
  });
});
