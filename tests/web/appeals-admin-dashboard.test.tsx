import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { wireStats } from './admin-fixtures';
import { aClip } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';
import { formatDateTime } from '@web/lib/format';

const admin = aUser('admin');
const REJECTED_AT = '2025-03-07T10:00:00.000Z';
const anAppeal = (overrides: Record<string, unknown> = {}) => ({
  status: 'open',
  message: 'These views are real.',
  answer: null,
  decisionNote: null,
  at: '2025-03-08T10:00:00.000Z',
  answeredAt: null,
  decidedAt: null,
  ...overrides,
});

// Measured and flagged, rejected by the deadline rule, answered by the creator: overturning pays in full.
const flagged = {
  clip: aClip({
    campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Podcast Shorts' },
    status: 'rejected',
    decidedBy: 'rule',
    claimedViews: 100_000,
    measuredViews: 4_210,
    measuredAt: '2025-03-08T10:00:00.000Z',
    videoAvailable: true,
    riskScore: 40,
    flags: [{ code: 'claimed_above_measured', reason: 'Claimed 1,00,000 views; YouTube measured 4,210.' }],
    rejection: { reason: 'inauthentic_views', note: null, by: 'rule', at: REJECTED_AT },
    appeal: anAppeal({ answer: 'The claim was ten times the views.', answeredAt: '2025-03-08T12:00:00.000Z' }),
  }),
  overturn: { views: 4210, gross: 210.5, net: 185.24, escrowLeft: 500, warning: null },
};
// Unmeasured, rejected by the creator with a note, not answered: the escrow covers only part of its views.
const SHORT = said('overturnShortEscrow', { left: '₹20.00', pays: '₹20.00', earns: '₹60.00' });
const short = {
  clip: aClip({
    campaign: { _id: '00000000-0000-4000-8000-0000000000c2', title: 'Recipe Reels' },
    user: { _id: '00000000-0000-4000-8000-0000000000e1', name: 'Bala Clipper', email: 'bala@example.com' },
    status: 'rejected',
    decidedBy: 'creator',
    claimedViews: 1200,
    rejection: { reason: 'not_my_content', note: 'Not from my podcast.', by: 'creator', at: REJECTED_AT },
    appeal: anAppeal({ message: 'It is episode 12.' }),
  }),
  overturn: { views: 1200, gross: 20, net: 17.6, escrowLeft: 20, warning: SHORT },
};

/** The admin dashboard on its Appeals tab, listing `appeals()` as the server answers now. */
async function openAppeals(appeals: () => unknown[], handlers: Record<string, Handler> = {}) {
  storeSession(admin);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: admin } },
    'GET /api/admin/stats': { body: { data: wireStats } },
    'GET /api/admin/users': { body: { data: { users: [], nextCursor: null } } },
    'GET /api/admin/campaigns': { body: { data: { campaigns: [], nextCursor: null } } },
    'GET /api/admin/transactions': { body: { data: { transactions: [], nextCursor: null } } },
    'GET /api/admin/review-queue': { body: { clips: [], nextCursor: null } },
    'GET /api/admin/appeals': () => ({ body: { appeals: appeals(), nextCursor: null } }),
    ...handlers,
  });
  const view = renderApp('/admin');
  await view.user.click(await screen.findByRole('tab', { name: 'Appeals' }, { timeout: 10_000 }));
  return { api, ...view };
}

const row = (name: string) => screen.findByRole('row', { name }).then((found) => within(found));
const appealCalls = (api: { calls: { path: string }[] }) =>
  api.calls.filter((c) => c.path === '/api/admin/appeals').length;

describe('admin dashboard: Appeals (docs/product.md#appeals)', () => {
  it('lists each open appeal: the rejection, both sides, the views, the risk and what overturning pays', async () => {
    await openAppeals(() => [flagged, short]);
    const first = await row('Appeal on Podcast Shorts by Asha Clipper');
    expect(first.getByRole('link', { name: flagged.clip.link })).toBeTruthy();
    expect(first.getByText('Podcast Shorts · by Asha Clipper')).toBeTruthy();
    expect(first.getByText('Reason: Views look inauthentic.')).toBeTruthy();
    expect(first.getByText(`Rejected by the review-deadline rule on ${formatDateTime(REJECTED_AT)}`)).toBeTruthy();
    expect(first.getByText("Clipper's message: These views are real.")).toBeTruthy();
    expect(first.getByText("Creator's answer: The claim was ten times the views.")).toBeTruthy();
    expect(first.getByText('4,210')).toBeTruthy();
    expect(first.getByText('Claimed 1,00,000 views; YouTube measured 4,210.')).toBeTruthy();
    expect(first.getByText('Overturning pays ₹185.24 to the clipper (₹210.50 gross) at 4,210 views.')).toBeTruthy();
    expect(first.queryByTestId('overturn-warning')).toBeNull();

    const second = await row('Appeal on Recipe Reels by Bala Clipper');
    expect(second.getByText('Reason: Not my content. Note: Not from my podcast.')).toBeTruthy();
    expect(second.getByText(`Rejected by the creator on ${formatDateTime(REJECTED_AT)}`)).toBeTruthy();
    expect(second.getByText("Clipper's message: It is episode 12.")).toBeTruthy();
    expect(second.getByText('The creator has not answered.')).toBeTruthy();
    expect(second.getByText('Not measured')).toBeTruthy();
    expect(second.getByText('None')).toBeTruthy();
    expect(second.getByText('Overturning pays ₹17.60 to the clipper (₹20.00 gross) at 1,200 views.')).toBeTruthy();
    expect(second.getByTestId('overturn-warning').textContent).toBe(SHORT);
    expect(screen.getByText('Showing 2 appeals (all)')).toBeTruthy();
  });

  it('says when no appeal waits', async () => {
    await openAppeals(() => []);
    expect(await screen.findByText('No appeals wait for a decision.')).toBeTruthy();
  });

  it('upholds with a note, which it asks for, and the appeal leaves the list', async () => {
    let listed = [flagged, short];
    const { api, user } = await openAppeals(() => listed, {
      [`POST /api/admin/clips/${flagged.clip._id}/appeal`]: () => {
        listed = [short];
        return {
          body: { message: said('appealUpheld'), clip: { ...flagged.clip, appeal: anAppeal({ status: 'upheld' }) } },
          changed: [`clip:${flagged.clip._id}`, `campaign:${flagged.clip.campaign._id}`, 'platform'],
        };
      },
    });
    await user.click((await row('Appeal on Podcast Shorts by Asha Clipper')).getByRole('button', { name: 'Uphold' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Uphold rejection' }));
    const note = dialog.getByRole('textbox', { name: 'Note' });
    expect(note.getAttribute('maxlength')).toBe('1000');
    await user.click(dialog.getByRole('button', { name: 'Uphold' }));
    expect(await dialog.findByText(said('upholdNeedsNote'))).toBeTruthy();
    // Spaces are no note either.
    await user.type(note, '   ');
    await user.click(dialog.getByRole('button', { name: 'Uphold' }));
    expect(await dialog.findByText(said('upholdNeedsNote'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(note);
    await user.type(note, 'The measured views were a tenth of the claim.');
    await user.click(dialog.getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText(said('appealUpheld'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [
        `/api/admin/clips/${flagged.clip._id}/appeal`,
        { decision: 'uphold', note: 'The measured views were a tenth of the claim.' },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uphold rejection' })).toBeNull());
    // The answer named the platform's reads: the list is read again without the decided appeal.
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'Appeal on Podcast Shorts by Asha Clipper' })).toBeNull(),
    );
    expect(screen.getByRole('row', { name: 'Appeal on Recipe Reels by Bala Clipper' })).toBeTruthy();
  });

  it("overturns after showing the pay and the warning again; a refusal is the server's message", async () => {
    let refuse = true;
    let listed = [short];
    const { api, user } = await openAppeals(() => listed, {
      [`POST /api/admin/clips/${short.clip._id}/appeal`]: () => {
        if (refuse) return { status: 422, body: { message: said('noBudgetLeft') } };
        listed = [];
        return {
          body: {
            message: said('appealOverturned'),
            clip: { ...short.clip, status: 'approved', appeal: anAppeal({ status: 'overturned' }) },
          },
          changed: [`clip:${short.clip._id}`, `campaign:${short.clip.campaign._id}`, 'campaigns', 'platform'],
        };
      },
    });
    await user.click((await row('Appeal on Recipe Reels by Bala Clipper')).getByRole('button', { name: 'Overturn' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Overturn rejection' }));
    expect(dialog.getByText('Overturning pays ₹17.60 to the clipper (₹20.00 gross) at 1,200 views.')).toBeTruthy();
    expect(dialog.getByTestId('overturn-warning').textContent).toBe(SHORT);
    // No note needed to overturn: none is sent.
    const before = appealCalls(api);
    await user.click(dialog.getByRole('button', { name: 'Overturn' }));
    expect(await screen.findByText(said('noBudgetLeft'))).toBeTruthy();
    // The refusal proves the figures stale: read again, and the dialog stays for the admin to decide otherwise.
    await waitFor(() => expect(appealCalls(api)).toBe(before + 1));
    expect(screen.getByRole('dialog', { name: 'Overturn rejection' })).toBeTruthy();

    refuse = false;
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Episode 12 is on the channel.');
    await user.click(dialog.getByRole('button', { name: 'Overturn' }));
    expect(await screen.findByText(said('appealOverturned'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { decision: 'overturn' },
      { decision: 'overturn', note: 'Episode 12 is on the channel.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Overturn rejection' })).toBeNull());
    expect(await screen.findByText('No appeals wait for a decision.')).toBeTruthy();
  });
});
