import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '@schemas/auth';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

function adminApi(adminRole: AdminRole, handlers: Record<string, Handler>) {
  const admin = aUser('admin', { adminRole });
  storeSession(admin, 'admin-token');
  return mockApi({ 'GET /api/auth/me': { body: { user: admin } }, ...handlers });
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const USER_ID = '00000000-0000-4000-8000-000000000077';

const entry = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  actor: { _id: '00000000-0000-4000-8000-000000000003', name: 'Priya Owner' },
  action: 'user.suspend',
  objectType: 'user',
  objectId: USER_ID,
  before: { suspended: false },
  after: { suspended: true, reason: 'Spam' },
  createdAt: `2025-03-0${n}T10:00:00.000Z`,
  ...overrides,
});

const auditCalls = (api: ReturnType<typeof adminApi>) => api.calls.filter((c) => c.path === '/api/admin/audit');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/audit', () => {
  it('lists entries newest first with who, action, object and change, and loads more by cursor', async () => {
    const api = adminApi('moderator', {
      'GET /api/admin/audit': ({ search }) =>
        search.get('cursor') === 'page-2'
          ? {
              body: {
                data: {
                  entries: [
                    entry(1, {
                      action: 'campaign.status',
                      objectType: 'campaign',
                      before: null,
                      after: { status: 'paused' },
                    }),
                  ],
                  nextCursor: null,
                },
              },
            }
          : { body: { data: { entries: [entry(2)], nextCursor: 'page-2' } } },
    });
    const { user } = renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeTruthy();
    await screen.findByText('Priya Owner');
    const [row] = bodyRows();
    expect(within(row as HTMLElement).getByText('Person suspended')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Priya Owner')).toBeTruthy();
    expect(within(row as HTMLElement).getByText(USER_ID)).toBeTruthy();
    expect(within(row as HTMLElement).getByText('suspended: false → suspended: true, reason: Spam')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(within(bodyRows()[1] as HTMLElement).getByText('Campaign paused or resumed')).toBeTruthy();
    expect(within(bodyRows()[1] as HTMLElement).getByText('— → status: paused')).toBeTruthy();
    expect(auditCalls(api).map((c) => c.search.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('keeps the filters in the address and sends them as the query', async () => {
    const api = adminApi('finance', {
      'GET /api/admin/audit': { body: { data: { entries: [entry(2)], nextCursor: null } } },
    });
    const { user, router } = renderApp('/admin/audit?action=user.suspend');
    await screen.findByText('Priya Owner');
    expect(auditCalls(api)[0]?.search.get('action')).toBe('user.suspend');
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('user.suspend');

    await user.selectOptions(screen.getByLabelText('Object type'), 'user');
    await waitFor(() => expect(router.state.location.search).toEqual({ action: 'user.suspend', objectType: 'user' }));
    await user.type(screen.getByLabelText('Object id'), USER_ID);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ action: 'user.suspend', objectType: 'user', objectId: USER_ID }),
    );
    await waitFor(() => expect(auditCalls(api).at(-1)?.search.get('objectId')).toBe(USER_ID));
    const last = auditCalls(api).at(-1);
    expect(last?.search.get('action')).toBe('user.suspend');
    expect(last?.search.get('objectType')).toBe('user');
  });

  it('says when nothing matches', async () => {
    adminApi('owner', { 'GET /api/admin/audit': { body: { data: { entries: [], nextCursor: null } } } });
    renderApp('/admin/audit?objectType=clip');
    expect(await screen.findByText('No audit entries match these filters.')).toBeTruthy();
  });
});
