import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRole } from '@schemas/auth';
import { wireStats } from './admin-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

function signedInAdmin(adminRole: AdminRole) {
  const admin = aUser('admin', { adminRole });
  storeSession(admin);
  return mockApi({
    'GET /api/auth/me': { body: { user: admin } },
    'GET /api/admin/stats': { body: { data: wireStats } },
    'GET /api/admin/users': { body: { data: { users: [], nextCursor: null } } },
    'GET /api/admin/campaigns': { body: { data: { campaigns: [], nextCursor: null } } },
    'GET /api/admin/transactions': { body: { data: { transactions: [], nextCursor: null } } },
  });
}

describe('admin navigation by role', () => {
  it.each([
    ['owner', ['Admin Panel', 'Wallet', 'Audit', 'Team']],
    ['finance', ['Admin Panel', 'Wallet', 'Audit']],
    ['moderator', ['Admin Panel', 'Audit']],
  ] as const)('shows a %s only the nav links their role opens', async (adminRole, links) => {
    signedInAdmin(adminRole);
    renderApp('/discover');
    await screen.findByRole('heading', { name: 'Discover Campaigns' });
    await within(nav()).findByRole('link', { name: 'Admin Panel' });
    expect(linkNames(nav())).toEqual(['ClipMandi', 'Discover Campaigns', ...links, 'हिन्दी']);
    expect(within(nav()).getByRole('link', { name: 'Audit' }).getAttribute('href')).toBe('/admin/audit');
  });

  it.each([
    [
      'owner',
      [
        'Creators',
        'Clippers',
        'Campaigns',
        'Transactions',
        'Admin Wallet',
        'Withdrawals',
        'Payouts',
        'Review queue',
        'Audit',
        'Team',
      ],
    ],
    [
      'finance',
      ['Creators', 'Clippers', 'Campaigns', 'Transactions', 'Admin Wallet', 'Withdrawals', 'Payouts', 'Audit'],
    ],
    ['moderator', ['Creators', 'Clippers', 'Campaigns', 'Review queue', 'Audit']],
  ] as const)("shows a %s only the dashboard's quick links their role opens", async (adminRole, links) => {
    signedInAdmin(adminRole);
    renderApp('/admin');
    const quick = await screen.findByRole('navigation', { name: 'Admin quick links' }, { timeout: 10_000 });
    expect(linkNames(quick)).toEqual(links);
  });
});
