import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampaign, aClip, aCreatorDashboard, aUserDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/** Measured views at review (docs/trust.md#measured-views): the pending list, the approve prompt, the clipper's rows. */

const creator = aUser('creator');
const clipper = aUser('user');
const HOUR = 3600_000;

const fellReason = 'Views fell from 5,000 to 4,210 between two refreshes (YouTube removes views it finds fake)';
const claimedReason = 'Claimed 10,000 views but YouTube counts 4,210';
const measured = aClip({
  user: { _id: '00000000-0000-4000-8000-0000000000u1', name: 'Meera Measured', email: 'meera@example.com' },
  claimedViews: 10_000,
  views: 10_000,
  measuredViews: 4_210,
  measuredAt: new Date(Date.now() - 2 * HOUR - 60_000).toISOString(),
  videoAvailable: true,
  riskScore: 80,
  flags: [
    { code: 'claimed_above_measured', reason: claimedReason },
    { code: 'views_fell', reason: fellReason },
  ],
});
const unmeasured = aClip({
  user: { _id: '00000000-0000-4000-8000-0000000000u2', name: 'Uma Unmeasured', email: 'uma@example.com' },
  claimedViews: 1_500,
  views: 1_500,
});
const gone = aClip({
  user: { _id: '00000000-0000-4000-8000-0000000000u3', name: 'Gita Gone', email: 'gita@example.com' },
  claimedViews: 3_000,
  views: 3_000,
  measuredViews: 2_900,
  measuredAt: new Date(Date.now() - 30 * HOUR).toISOString(),
  videoAvailable: false,
});
const campaign = aCampaign({
  _id: measured.campaign._id,
  title: 'Podcast Shorts',
  payoutPer1000Views: 50,
  remainingBudget: 750,
});

function startCreator(handlers: Record<string, Handler> = {}) {
  storeSession(creator);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: creator } },
    // Pending Reviews also lists the open appeals and the blocked clippers (docs/product.md#appeals, #blocking):
    // none here.
    'GET /api/creator/appeals': { body: { clips: [], nextCursor: null } },
    'GET /api/creator/blocks': { body: { blocks: [] } },
    'GET /api/creator/dashboard': {
      body: aCreatorDashboard({ campaigns: [campaign], pendingClips: [measured, unmeasured, gone] }),
    },
    ...handlers,
  });
  return { api, ...renderApp('/creator') };
}

async function openApprove(name: RegExp, handlers: Record<string, Handler> = {}) {
  const started = startCreator(handlers);
  await started.user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }, { timeout: 10_000 }));
  await started.user.click(within(await screen.findByRole('row', { name })).getByRole('button', { name: 'Approve' }));
  return { ...started, dialog: within(await screen.findByRole('dialog', { name: 'Approve clip' })) };
}

describe('the pending reviews list', () => {
  it('shows the measured views and a risk badge beside the claimed views, or that the views are not verified', async () => {
    const { user } = startCreator();
    await user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }, { timeout: 10_000 }));
    const flagged = within(await screen.findByRole('row', { name: /Meera Measured/ }));
    expect(flagged.getByText('10,000 views claimed')).toBeTruthy();
    expect(flagged.getByText('4,210 measured by YouTube')).toBeTruthy();
    expect(flagged.getByTestId('risk-badge').textContent).toBe('Risk 80/100');
    const plain = within(screen.getByRole('row', { name: /Uma Unmeasured/ }));
    expect(plain.getByText('Views not verified')).toBeTruthy();
    expect(plain.queryByTestId('risk-badge')).toBeNull();
    expect(
      within(screen.getByRole('row', { name: /Gita Gone/ })).getByText('Video private or deleted on YouTube'),
    ).toBeTruthy();
  });
});

describe("the 'Approve clip' prompt", () => {
  it('shows claimed against measured with its age, the risk score and each reason, and is prefilled with the smaller', async () => {
    let body: unknown;
    const { dialog, user, api } = await openApprove(/Meera Measured/, {
      [`PATCH /api/clips/${measured._id}/approve`]: (call) => {
        body = call.body;
        return {
          body: { message: 'Clip approved successfully!', clip: { ...measured, status: 'approved', views: 4_210 } },
        };
      },
    });
    expect(dialog.getByTestId('claimed-views').textContent).toBe('Claimed: 10,000 views');
    expect(dialog.getByTestId('measured-views').textContent).toBe(
      'Measured: 4,210 views measured by YouTube 2 hours ago',
    );
    expect(dialog.getByTestId('risk-badge').textContent).toBe('Risk 80/100');
    const reasons = within(dialog.getByTestId('risk-flags'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([claimedReason, fellReason]);
    expect((dialog.getByLabelText('Confirmed views') as HTMLInputElement).value).toBe('4210');
    expect(dialog.getByText('This approval pays at most the 4,210 views YouTube measured.')).toBeTruthy();
    // 4,210 views at ₹50 per 1,000: ₹210.50 gross.
    expect(
      dialog.getByText('This approval pays ₹210.50: ₹185.24 to the clipper and ₹25.26 platform fee.'),
    ).toBeTruthy();

    // Typing the claim does not raise the payout: the server pays at most the measured views.
    const views = dialog.getByLabelText('Confirmed views');
    await user.clear(views);
    await user.type(views, '10000');
    expect(
      await dialog.findByText('This approval pays ₹210.50: ₹185.24 to the clipper and ₹25.26 platform fee.'),
    ).toBeTruthy();
    await user.clear(views);
    await user.type(views, '4000');
    expect(
      await dialog.findByText('This approval pays ₹200.00: ₹176.00 to the clipper and ₹24.00 platform fee.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(body).toEqual({ viewCount: 4000 }));
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('says the views are not verified on a server that does not measure, and is prefilled with the claim', async () => {
    const { dialog } = await openApprove(/Uma Unmeasured/);
    expect(dialog.getByTestId('measured-views').textContent).toBe(
      'Measured: Not verified: views are not measured on this server',
    );
    expect(dialog.queryByTestId('risk-badge')).toBeNull();
    expect(dialog.queryByTestId('risk-flags')).toBeNull();
    expect((dialog.getByLabelText('Confirmed views') as HTMLInputElement).value).toBe('1500');
    expect(dialog.queryByText(/pays at most/)).toBeNull();
  });

  it('says when YouTube no longer shows the video', async () => {
    const { dialog } = await openApprove(/Gita Gone/);
    expect(dialog.getByTestId('measured-views').textContent).toBe(
      'Measured: YouTube no longer shows this video (private or deleted); it last had 2,900 views',
    );
    expect((dialog.getByLabelText('Confirmed views') as HTMLInputElement).value).toBe('2900');
  });
});

describe("the clipper's clips", () => {
  it('show the measured views, or that they are not verified', async () => {
    storeSession(clipper);
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': {
        body: aUserDashboard(clipper, {
          userClips: [measured, unmeasured],
          clipCounts: { total: 2, pending: 2, approved: 0, rejected: 0 },
        }),
      },
    });
    renderApp('/dashboard');
    const rows = await screen.findAllByTestId('measured-views', {}, { timeout: 10_000 });
    expect(rows.map((row) => row.textContent)).toEqual(['4,210 measured by YouTube', 'Views not verified']);
  });
});
