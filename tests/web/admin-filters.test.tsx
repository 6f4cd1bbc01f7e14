import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TransactionsFilters } from '@web/features/admin/components/transactions-filters';
import { UsersFilters } from '@web/features/admin/components/users-filters';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const inMantine = (ui: ReactElement) => <MantineProvider>{ui}</MantineProvider>;
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

describe('the admin list filters follow the address', () => {
  it('transactions: re-rendering with other search values moves every control, even over an unapplied range', async () => {
    const onChange = vi.fn();
    const view = render(
      inMantine(<TransactionsFilters filters={{ type: 'payout', from: '2025-03-01' }} onChange={onChange} />),
    );
    expect([valueOf('Type'), valueOf('From'), valueOf('To')]).toEqual(['payout', '2025-03-01', '']);

    // A range that ends before it starts stays on screen, unapplied, while the address is unchanged.
    await userEvent.setup().type(screen.getByLabelText('To'), '2025-02-01');
    expect(valueOf('To')).toBe('2025-02-01');
    expect(screen.getByRole('alert').textContent).toBe('The From date must not be after the To date');
    expect(onChange).not.toHaveBeenCalled();

    view.rerender(
      inMantine(
        <TransactionsFilters filters={{ type: 'topup', from: '2024-01-01', to: '2024-01-31' }} onChange={onChange} />,
      ),
    );
    expect([valueOf('Type'), valueOf('From'), valueOf('To')]).toEqual(['topup', '2024-01-01', '2024-01-31']);
    expect(screen.queryByRole('alert')).toBeNull();

    view.rerender(inMantine(<TransactionsFilters filters={{}} onChange={onChange} />));
    expect([valueOf('Type'), valueOf('From'), valueOf('To')]).toEqual(['', '', '']);
  });

  it('users: re-rendering with another role or search moves the select and the box, over unsubmitted text', async () => {
    const onChange = vi.fn();
    const view = render(inMantine(<UsersFilters filters={{ role: 'creator', q: 'meera' }} onChange={onChange} />));
    expect([valueOf('Role'), valueOf('Search')]).toEqual(['creator', 'meera']);
    await userEvent.setup().type(screen.getByLabelText('Search'), ' nair');
    expect(valueOf('Search')).toBe('meera nair');

    view.rerender(inMantine(<UsersFilters filters={{ role: 'user', q: 'arjun' }} onChange={onChange} />));
    expect([valueOf('Role'), valueOf('Search')]).toEqual(['user', 'arjun']);
    view.rerender(inMantine(<UsersFilters filters={{}} onChange={onChange} />));
    expect([valueOf('Role'), valueOf('Search')]).toEqual(['', '']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('transactions: Back and Forward in the app move the controls with the list', async () => {
    const admin = aUser('admin');
    storeSession(admin);
    mockApi({
      'GET /api/auth/me': { body: { user: admin } },
      'GET /api/admin/transactions': { body: { data: { transactions: [], nextCursor: null } } },
    });
    const { user, router } = renderApp('/admin/transactions');
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Type'), 'payout');
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'payout' }));
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'payout', from: '2025-03-01' }));

    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'payout' }));
    await waitFor(() => expect([valueOf('Type'), valueOf('From')]).toEqual(['payout', '']));
    act(() => router.history.back());
    await waitFor(() => expect([valueOf('Type'), valueOf('From')]).toEqual(['', '']));
    act(() => router.history.forward());
    await waitFor(() => expect([valueOf('Type'), valueOf('From')]).toEqual(['payout', '']));
  });

  it('users: Back moves the search box and the role with the list', async () => {
    const admin = aUser('admin');
    storeSession(admin);
    mockApi({
      'GET /api/auth/me': { body: { user: admin } },
      'GET /api/admin/users': { body: { data: { users: [], nextCursor: null } } },
    });
    const { user, router } = renderApp('/admin/users?role=creator');
    expect(await screen.findByText('No users match these filters.')).toBeTruthy();
    await user.type(screen.getByLabelText('Search'), 'meera');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'creator', q: 'meera' }));
    await user.selectOptions(screen.getByLabelText('Role'), 'user');
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'user', q: 'meera' }));

    act(() => router.history.back());
    await waitFor(() => expect([valueOf('Role'), valueOf('Search')]).toEqual(['creator', 'meera']));
    act(() => router.history.back());
    await waitFor(() => expect([valueOf('Role'), valueOf('Search')]).toEqual(['creator', '']));
  });

  it('users: text typed while the next list loads survives its placeholder and is what Search sends', async () => {
    const admin = aUser('admin');
    storeSession(admin);
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: admin } },
      // Slower than the route's pendingMs, so its placeholder replaces the screen while the next list loads.
      'GET /api/admin/users': (call) => ({
        body: { data: { users: [], nextCursor: null } },
        delayMs: call.search.has('role') ? 0 : 600,
      }),
    });
    const { user, router } = renderApp('/admin/users?role=creator');
    expect(await screen.findByText('No users match these filters.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Role'), '');
    await user.type(screen.getByLabelText('Search'), 'kavya');
    // The placeholder shows while the next list loads, then gives way to it.
    expect(await screen.findByText('Loading users...')).toBeTruthy();
    expect(await screen.findByText('No users yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading users...')).toBeNull());
    expect(valueOf('Search')).toBe('kavya');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'kavya' }));
    expect(calls.some((call) => call.path === '/api/admin/users' && call.search.get('q') === 'kavya')).toBe(true);
  });
});
