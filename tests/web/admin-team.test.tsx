import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const owner = aUser('admin', { name: 'Priya Owner' });
const ravi = {
  _id: '00000000-0000-4000-8000-000000000055',
  name: 'Ravi Finance',
  email: 'ravi@example.com',
  createdAt: '2025-02-01T10:00:00.000Z',
  adminRole: 'finance',
};
const invitation = {
  id: '00000000-0000-4000-8000-000000000066',
  email: 'neha@example.com',
  adminRole: 'moderator',
  invitedBy: 'Priya Owner',
  expiresAt: '2025-03-08T10:00:00.000Z',
};
const ownerRow = {
  _id: owner._id,
  name: owner.name,
  email: owner.email,
  createdAt: owner.createdAt,
  adminRole: 'owner',
};

function ownerApi(handlers: Record<string, Handler>) {
  storeSession(owner, 'owner-token');
  return mockApi({ 'GET /api/auth/me': { body: { user: owner } }, ...handlers });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/team', () => {
  it('lists the admins and the open invitations, and invites an admin', async () => {
    let invited = false;
    const api = ownerApi({
      'GET /api/admin/team': () => ({
        body: { admins: [ownerRow, ravi], invitations: invited ? [invitation] : [] },
      }),
      'POST /api/admin/team/invitations': () => {
        invited = true;
        return { status: 201, body: { message: 'Invitation sent to neha@example.com.', invitation } };
      },
    });
    const { user } = renderApp('/admin/team');
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Ravi Finance')).toBeTruthy();
    expect((screen.getByLabelText('Role of Ravi Finance') as HTMLSelectElement).value).toBe('finance');
    expect(screen.getByText('No open invitations.')).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Invite an admin' });
    await user.type(within(form).getByLabelText(/Email/), 'neha@example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'moderator');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to neha@example.com.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'neha@example.com',
      adminRole: 'moderator',
    });
    const invitations = screen.getByRole('region', { name: 'Open invitations' });
    expect(await within(invitations).findByText('neha@example.com')).toBeTruthy();
    expect(within(invitations).getByText('Moderator')).toBeTruthy();
  });

  it("shows the server's refusal of an invitation", async () => {
    ownerApi({
      'GET /api/admin/team': { body: { admins: [ownerRow], invitations: [] } },
      'POST /api/admin/team/invitations': {
        status: 409,
        body: { message: 'neha@example.com already has an account.' },
      },
    });
    const { user } = renderApp('/admin/team');
    const form = await screen.findByRole('region', { name: 'Invite an admin' });
    await user.type(within(form).getByLabelText(/Email/), 'neha@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('neha@example.com already has an account.');
  });

  it("changes an admin's role, and shows the server's message when it refuses", async () => {
    const api = ownerApi({
      'GET /api/admin/team': { body: { admins: [ownerRow, ravi], invitations: [] } },
      [`PATCH /api/admin/team/${ravi._id}`]: { body: { message: 'Ravi Finance is now a moderator.' } },
      [`PATCH /api/admin/team/${owner._id}`]: {
        status: 422,
        body: { message: 'The last owner keeps the owner role.' },
      },
    });
    const { user } = renderApp('/admin/team');
    await screen.findByText('Ravi Finance');
    await user.selectOptions(screen.getByLabelText('Role of Ravi Finance'), 'moderator');
    expect(await screen.findByText('Ravi Finance is now a moderator.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === `/api/admin/team/${ravi._id}`)?.body).toEqual({ adminRole: 'moderator' });

    await user.selectOptions(screen.getByLabelText('Role of Priya Owner'), 'finance');
    expect(await screen.findByText('The last owner keeps the owner role.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Role of Priya Owner') as HTMLSelectElement).value).toBe('owner'),
    );
  });
});

describe('/admin/team for an admin who is not an owner', () => {
  it("shows the server's refusal under the screen's heading, with a toast", async () => {
    const finance = aUser('admin', { name: 'Ravi Finance', adminRole: 'finance' });
    storeSession(finance, 'finance-token');
    mockApi({
      'GET /api/auth/me': { body: { user: finance } },
      'GET /api/admin/team': { status: 403, body: { message: 'Only an owner manages the admin team.' } },
    });
    renderApp('/admin/team');
    // The route's error screen and the query cache's toast both give the server's message.
    await waitFor(() => expect(screen.getAllByText('Only an owner manages the admin team.')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Team' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
