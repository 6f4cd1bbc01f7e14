import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@schemas/auth';
import { callOver } from '../api/server-process';
import { startE2e, type E2e } from './harness';

/**
 * Fair review in a real browser (docs/product.md#appeals, #campaign-dates): a rejection with its reason, the
 * clipper's appeal, the creator's answer and the admin's overturn, paid to the paisa; and a campaign with an end
 * date that ends, has its last clip decided and returns its unspent escrow to the creator's wallet. The scheduler
 * runs every second so the end is reached within the test.
 */

const ADMIN = { email: 'fair-admin@e2e.example.com', password: 'admin-e2e-password' };

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SCHEDULER_INTERVAL_SECONDS: '1' },
  });
});
afterAll(async () => {
  await e2e?.stop();
});

const figure = (page: Page, name: string) => page.getByRole('group', { name });

/** A creator with ₹1,000 in their wallet (the sandbox checkout, through the API: not what these tests are about). */
async function fundedCreator(name: string): Promise<AuthResponse> {
  const creator = await e2e.signup('creator', name);
  const { order } = await callOver(e2e.baseUrl, 'topup', { token: creator.token, body: { amount: 1000 } }, 201);
  const payment = await callOver(e2e.baseUrl, 'sandboxPay', { body: { order_id: order.id } });
  await callOver(e2e.baseUrl, 'verifyPayment', { token: creator.token, body: payment });
  return creator;
}

const CAMPAIGN = {
  description: 'Cut the best overs into Shorts.',
  requirements: 'Vertical, under 60 seconds, with the score on screen.',
  youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  payoutPer1000Views: 20,
  totalBudget: 500,
};

/** The clipper joins `campaignId` and submits `video` claiming `views` (unmeasured: YouTube is off here). */
async function pendingClip(clipper: AuthResponse, campaignId: string, video: string, views: number) {
  await callOver(e2e.baseUrl, 'joinCampaign', { token: clipper.token, params: { id: campaignId } });
  const body = { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: views };
  return (await callOver(e2e.baseUrl, 'submitClip', { token: clipper.token, body }, 201)).clip._id;
}

describe('fair review in a real browser', () => {
  it('rejects with a reason, the clipper appeals, the creator answers, the admin overturns: paid to the paisa', async () => {
    const creatorAuth = await fundedCreator('Nisha Creator');
    const { campaign } = await callOver(
      e2e.baseUrl,
      'createCampaign',
      { token: creatorAuth.token, body: { ...CAMPAIGN, title: 'Appeal Overs' } },
      201,
    );
    const clipperAuth = await e2e.signup('user', 'Arjun Clipper');
    // 10,000 claimed views at ₹20 per 1,000: gross ₹200.00, fee ₹24.00, net ₹176.00 if overturned.
    await pendingClip(clipperAuth, campaign._id, 'appealClip1', 10_000);

    // 1. The creator rejects it with a reason from the list and a note.
    const creator = await e2e.newPageAs(creatorAuth);
    await creator.goto('/creator');
    await creator.getByRole('tab', { name: /Pending Reviews/ }).click();
    const row = creator.getByRole('row', { name: /Arjun Clipper/ });
    await row.getByRole('button', { name: 'Reject' }).click();
    const reject = creator.getByRole('dialog', { name: 'Reject clip' });
    // Rejecting without a reason is refused in the dialog.
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText('Choose a reason').last().waitFor();
    await reject.getByLabel('Reason').selectOption('requirements_not_met');
    await reject.getByLabel('Note (optional)').fill('No score on screen.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await creator.getByText('Clip rejected successfully!').waitFor();
    await creator.getByText('No clips are waiting for review.').waitFor();

    // 2. The clipper sees why, and appeals once.
    const clipper = await e2e.newPageAs(clipperAuth);
    await clipper.goto('/dashboard');
    await clipper.getByRole('tab', { name: 'My Clips' }).click();
    await clipper.getByText('Reason: Requirements not met. Note: No score on screen.').first().waitFor();
    await clipper.getByRole('button', { name: 'Appeal' }).click();
    const appeal = clipper.getByRole('dialog', { name: 'Appeal rejection' });
    await appeal
      .getByLabel('Why should this rejection be reviewed?')
      .fill('The score is on screen from 0:03: see the top-left corner.');
    await appeal.getByRole('button', { name: 'Send appeal' }).click();
    await clipper.getByText('Appeal sent. An admin will decide it.').waitFor();
    await clipper.getByText('Appeal: open — waiting for an admin.').first().waitFor();
    expect(await clipper.getByRole('button', { name: 'Appeal' }).count()).toBe(0);

    // 3. The creator is told and answers once.
    await creator.reload();
    await creator.getByRole('tab', { name: /Pending Reviews/ }).click();
    const item = creator.getByRole('listitem', { name: 'Appeal by Arjun Clipper on Appeal Overs' });
    await item.getByText("Clipper's message: The score is on screen from 0:03: see the top-left corner.").waitFor();
    await item.getByRole('button', { name: 'Answer the appeal by Arjun Clipper on Appeal Overs' }).click();
    const answer = creator.getByRole('dialog', { name: 'Answer appeal' });
    await answer.getByLabel('Your answer').fill('It appears only after the first over.');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await creator.getByText('Answer sent to the admin.').waitFor();
    await item.getByText("Creator's answer: It appears only after the first over.").waitFor();
    expect(await item.getByRole('button', { name: /Answer the appeal/ }).count()).toBe(0);

    // 4. The admin reads both sides and what overturning pays, and overturns.
    // Signed in through the API: the admin's sign-in page is another journey's subject (marketplace.test.ts).
    const admin = await e2e.newPageAs(await callOver(e2e.baseUrl, 'adminLogin', { body: ADMIN }));
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Appeals' }).click();
    const open = admin.getByRole('row', { name: /Arjun Clipper/ });
    await open.getByText("Creator's answer: It appears only after the first over.").waitFor();
    await open.getByText('Overturning pays ₹176.00 to the clipper (₹200.00 gross) at 10,000 views.').waitFor();
    await open.getByRole('button', { name: 'Overturn' }).click();
    const overturn = admin.getByRole('dialog', { name: 'Overturn rejection' });
    await overturn.getByText('Overturning pays ₹176.00 to the clipper (₹200.00 gross) at 10,000 views.').waitFor();
    await overturn.getByLabel('Note (optional)').fill('The score shows from the third second.');
    await overturn.getByRole('button', { name: 'Overturn' }).click();
    await overturn.waitFor({ state: 'detached' });
    await admin.getByText('No appeals wait for a decision.').waitFor();

    // 5. The clipper is paid 88%, the admin keeps 12%, the creator's spend shows the gross.
    await clipper.reload();
    await figure(clipper, 'Wallet Balance').getByText('₹176.00').waitFor();
    await clipper.getByRole('tab', { name: 'My Clips' }).click();
    await clipper.getByText('Appeal overturned: the clip was approved.').first().waitFor();
    await clipper.getByText('Earnings: ₹176.00').waitFor();
    // The rejection's history stays on the clip.
    await clipper.getByText('Reason: Requirements not met. Note: No score on screen.').first().waitFor();
    await admin.goto('/admin/wallet');
    await figure(admin, 'Current Balance').getByText('₹24.00', { exact: true }).waitFor();
    await creator.reload();
    await figure(creator, 'Total Spent').getByText('₹200.00').waitFor();

    for (const page of [creator, clipper, admin]) expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('a campaign with an end date ends, its last clip is decided, and its unspent escrow returns', async () => {
    const creatorAuth = await fundedCreator('Ishaan Creator');
    const creator = await e2e.newPageAs(creatorAuth);
    await creator.goto('/creator');

    // 1. The creator sets an end date on a new campaign: tomorrow at 18:00 in their time zone.
    await creator.getByRole('button', { name: 'Create New Campaign' }).click();
    const form = creator.getByRole('dialog', { name: 'Create New Campaign' });
    await form.getByLabel('Title').fill('Ending Overs');
    await form.getByLabel('Description').fill(CAMPAIGN.description);
    await form.getByLabel('Requirements').fill(CAMPAIGN.requirements);
    await form.getByLabel('YouTube Link').fill(CAMPAIGN.youtubeLink);
    await form.getByLabel('Payout per 1000 Views (₹)').fill('20');
    await form.getByLabel('Total Budget (₹)').fill('500');
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Kolkata',
    });
    await form.getByLabel('End date (optional)').fill(`${tomorrow}T18:00`);
    await form.getByRole('button', { name: 'Create Campaign' }).click();
    await creator.getByText('Campaign created successfully!').waitFor();
    await figure(creator, 'Wallet Balance').getByText('₹500.00').waitFor();
    const { campaigns } = await callOver(e2e.baseUrl, 'creatorCampaigns', { token: creatorAuth.token });
    const created = campaigns.find((c) => c.title === 'Ending Overs');
    if (!created) throw new Error('the new campaign is not in My Campaigns');
    expect(created.endsAt).toBe(new Date(`${tomorrow}T18:00:00+05:30`).toISOString());

    // 2. A clipper's clip waits for review: 5,000 claimed views, gross ₹100.00.
    const clipperAuth = await e2e.signup('user', 'Meher Clipper');
    await pendingClip(clipperAuth, created._id, 'endingClip1', 5_000);

    // 3. The end comes (moved to a second from now through the API, as an edit could), and the scheduler ends it.
    await callOver(e2e.baseUrl, 'updateCampaign', {
      token: creatorAuth.token,
      params: { id: created._id },
      body: {
        title: created.title,
        description: created.description,
        requirements: created.requirements,
        youtubeLink: created.youtubeLink,
        // The wire's rupees (the decoded campaign holds paise).
        payoutPer1000Views: CAMPAIGN.payoutPer1000Views,
        totalBudget: CAMPAIGN.totalBudget,
        endsAt: new Date(Date.now() + 1500).toISOString(),
      },
    });
    await creator.getByRole('tab', { name: 'My Campaigns' }).click();
    await expect
      .poll(
        async () => {
          await creator.reload();
          await creator.getByRole('tab', { name: 'My Campaigns' }).click();
          return creator.getByText(/^Ended on /).count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    // An ended campaign takes no new clips.
    const refused = await fetch(`${e2e.baseUrl}/api/clip-submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${clipperAuth.token}` },
      body: JSON.stringify({ campaignId: created._id, clipLink: 'https://youtube.com/shorts/endingClip2' }),
    });
    expect([refused.status, await refused.json()]).toEqual([
      422,
      { message: 'This campaign is completed and no longer accepts clip submissions.', code: 'completedNoClips' },
    ]);

    // 4. Its last pending clip stays reviewable; approving it settles the campaign: ₹400.00 unspent returns.
    await creator.getByRole('tab', { name: /Pending Reviews/ }).click();
    const row = creator.getByRole('row', { name: /Meher Clipper/ });
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = creator.getByRole('dialog', { name: 'Approve clip' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await creator.getByText('Clip approved successfully!').waitFor();
    await creator.goto('/creator/wallet');
    await figure(creator, 'Available Balance').getByText('₹900.00').waitFor();
    await figure(creator, 'Total Spent').getByText('₹100.00').waitFor();
    const refund = creator.getByRole('row', { name: /Campaign refund/ });
    await refund.getByText('₹400.00').waitFor();
    expect(await refund.count()).toBe(1);

    expect(e2e.browserErrors(creator)).toEqual([]);
  });
});
