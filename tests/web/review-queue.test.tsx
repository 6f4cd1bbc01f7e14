import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wireStats } from './admin-fixtures';
import { aClip } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const admin = aUser('admin');

const FLAGGED_REASON =
  'Waiting for an admin: not reviewed within 72 hours and risk signals flagged it: Claimed 1,00,000 views; YouTube measured 4,210.';
const flagged = aClip({
  campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Podcast Shorts' },
  claimedViews: 100_000,
  views: 100_000,
  measuredViews: 4_210,
  measuredAt: '2025-03-08T10:00:00.000Z',
  videoAvailable: true,
  riskScore: 40,
  flags: [{ code: 'claimed_above_measured', reason: 'Claimed 1,00,000 views; YouTube measured 4,210.' }],
  escalatedAt: '2025-03-09T11:00:00.000Z',
  decisionReason: FLAGGED_REASON,
});
const unmeasured = aClip({
  campaign: { _id: '00000000-0000-4000-8000-0000000000c2', title: 'Recipe Reels' },
  claimedViews: 900,
  views: 900,
  escalatedAt: '2025-03-09T12:00:00.000Z',
  decisionReason: 'Waiting for an admin: not reviewed within 72 hours and its views were never measured by YouTube.',
});

function adminApi(handlers: Record<string, Handler>) {
  storeSession(admin);
  return mockApi({ 'GET /api/auth/me': { body: { user: admin } }, ...handlers });
}

describe('/admin/review-queue', () => {
  it('lists each waiting clip with claimed and measured views, flags with reasons and why it waits', async () => {
    adminApi({ 'GET /api/admin/review-queue': { body: { clips: [flagged, unmeasured], nextCursor: null } } });
    renderApp('/admin/review-queue');
    expect(await screen.findByRole('heading', { name: 'Review queue' }, { timeout: 10_000 })).toBeTruthy();
    const first = within(await screen.findByRole('row', { name: 'Clip on Podcast Shorts' }));
    expect(first.getByText('1,00,000')).toBeTruthy();
    expect(first.getByText('4,210')).toBeTruthy();
    expect(first.getByText('Claimed 1,00,000 views; YouTube measured 4,210.')).toBeTruthy();
    expect(first.getByText(FLAGGED_REASON)).toBeTruthy();
    const second = within(screen.getByRole('row', { name: 'Clip on Recipe Reels' }));
    expect(second.getByText('not measured')).toBeTruthy();
    expect(second.getByText('None')).toBeTruthy();
    expect(screen.getByText('Showing 2 clips (all)')).toBeTruthy();
  });

  it('approves with the prompt prefilled with the smaller of claimed and measured views', async () => {
    let listed = [flagged, unmeasured];
    const api = adminApi({
      'GET /api/admin/review-queue': () => ({ body: { clips: listed, nextCursor: null } }),
      [`PATCH /api/admin/clips/${flagged._id}/approve`]: () => {
        listed = [unmeasured];
        return {
          body: {
            message: 'Clip approved from the review queue.',
            clip: { ...flagged, status: 'approved', decidedBy: 'admin' },
          },
          changed: [`campaign:${flagged.campaign._id}`, 'campaigns', 'platform'],
        };
      },
    });
    const { user } = renderApp('/admin/review-queue');
    const row = within(await screen.findByRole('row', { name: 'Clip on Podcast Shorts' }, { timeout: 10_000 }));
    await user.click(row.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve clip' }));
    expect((dialog.getByLabelText('Views to pay') as HTMLInputElement).value).toBe('4210');
    await user.clear(dialog.getByLabelText('Views to pay'));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByText('Please enter a valid positive number for view count')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Views to pay'), '4000');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Clip approved from the review queue.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ viewCount: 4000 });
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Clip on Podcast Shorts' })).toBeNull());
  });

  it("rejects, or toasts the server's refusal", async () => {
    adminApi({
      'GET /api/admin/review-queue': { body: { clips: [unmeasured], nextCursor: null } },
      [`PATCH /api/admin/clips/${unmeasured._id}/reject`]: {
        status: 422,
        body: { message: 'This clip is not in the review queue: its creator reviews it until its review deadline.' },
      },
    });
    const { user } = renderApp('/admin/review-queue');
    const row = within(await screen.findByRole('row', { name: 'Clip on Recipe Reels' }, { timeout: 10_000 }));
    await user.click(row.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject clip' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Video unavailable');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(
        'This clip is not in the review queue: its creator reviews it until its review deadline.',
      ),
    ).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    adminApi({ 'GET /api/admin/review-queue': { body: { clips: [], nextCursor: null } } });
    renderApp('/admin/review-queue');
    expect(await screen.findByText('No clips are waiting for an admin.', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('admin dashboard', () => {
  it('says how many clips wait in the review queue, with a link to it', async () => {
    adminApi({
      'GET /api/admin/stats': { body: { data: wireStats } },
      'GET /api/admin/users': { body: { data: { users: [], nextCursor: null } } },
      'GET /api/admin/campaigns': { body: { data: { campaigns: [], nextCursor: null } } },
      'GET /api/admin/transactions': { body: { data: { transactions: [], nextCursor: null } } },
      'GET /api/admin/review-queue': (call) => {
        expect(call.search.get('limit')).toBe('100');
        return { body: { clips: [flagged, unmeasured], nextCursor: null } };
      },
    });
    renderApp('/admin');
    const notice = within(await screen.findByRole('alert', { name: 'Review queue' }, { timeout: 10_000 }));
    expect(notice.getByText(/2 clips wait for an admin decision/)).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Open the review queue' }).getAttribute('href')).toBe(
      '/admin/review-queue',
    );
    expect(screen.getByRole('navigation', { name: 'Admin quick links' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin quick links' }))
        .getByRole('link', { name: 'Review queue' })
        .getAttribute('href'),
    ).toBe('/admin/review-queue');
  });
});
