import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignRulesText } from '@web/components/campaign-rules';
import { aCampaign, aCampaignDetail, aCreatorDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { wireConfig } from './payout-fixtures';
import { aUser, renderApp, storeSession } from './render-app';

const creator = aUser('creator');
const ruled = { minPaidViews: 10_000, maxPayoutPerClip: 500, reviewWindowHours: 48 };

describe('the rules line', () => {
  it('leaves out no minimum and no cap, and always says the review window', () => {
    expect(
      campaignRulesText({ minPaidViews: 0, maxPayoutPerClip: null, reviewWindowHours: 24, requiredTags: ['#a', '@b'] }),
    ).toBe('Reviewed within 24 hours · Must tag #a @b');
    expect(campaignRulesText({ minPaidViews: 10_000, maxPayoutPerClip: 500_00, reviewWindowHours: 72 })).toBe(
      'Min 10,000 views · Up to ₹500.00 per clip · Reviewed within 72 hours',
    );
    expect(campaignRulesText({ minPaidViews: 0, maxPayoutPerClip: null, reviewWindowHours: 1 })).toBe(
      'Reviewed within 1 hour',
    );
  });

  it('shows on the discover cards', async () => {
    mockApi({
      'GET /api/campaigns': {
        body: { campaigns: [aCampaign({ title: 'Ruled', ...ruled }), aCampaign({ title: 'Plain' })], nextCursor: null },
      },
    });
    renderApp('/discover');
    const card = within(await screen.findByRole('article', { name: 'Ruled' }, { timeout: 10_000 }));
    expect(card.getByText('Min 10,000 views · Up to ₹500.00 per clip · Reviewed within 48 hours')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Plain' })).getByText('Reviewed within 72 hours')).toBeTruthy();
  });

  it('shows on the campaign detail, with what the review window means', async () => {
    const campaign = aCampaignDetail(ruled);
    mockApi({ [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } } });
    renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByLabelText('Campaign rules', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText('Campaign rules').textContent).toBe(
      'Min 10,000 views · Up to ₹500.00 per clip · Reviewed within 48 hours',
    );
    expect(screen.getByText(/decided by rule: approved at the views YouTube measured/)).toBeTruthy();
  });
});

describe('Create New Campaign: Rules', () => {
  async function openCreate(handlers: Record<string, Handler> = {}) {
    storeSession(creator);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/creator/dashboard': { body: aCreatorDashboard() },
      ...handlers,
    });
    const started = renderApp('/creator');
    await started.user.click(await screen.findByRole('button', { name: 'Create New Campaign' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Campaign' }));
    await started.user.type(dialog.getByLabelText('Title'), 'Gaming Highlights');
    await started.user.type(dialog.getByLabelText('Description'), 'Best moments');
    await started.user.type(dialog.getByLabelText('Requirements'), 'Vertical');
    await started.user.type(dialog.getByLabelText('YouTube Link'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await started.user.type(dialog.getByLabelText('Payout per 1000 Views (₹)'), '50');
    await started.user.type(dialog.getByLabelText('Total Budget (₹)'), '1000');
    return { api, user: started.user, dialog };
  }

  it('explains each rule and sends the ones typed', async () => {
    const { api, user, dialog } = await openCreate({
      'POST /api/campaigns': {
        status: 201,
        body: { message: 'Campaign created successfully!', campaign: aCampaignDetail(ruled) },
      },
    });
    expect(dialog.getByText('A clip with fewer views is not paid. 0: every clip.')).toBeTruthy();
    expect(dialog.getByText('The most one clip can earn. Empty: no limit.')).toBeTruthy();
    expect(dialog.getByText('You review each clip within this time, or a rule decides it (1 to 720).')).toBeTruthy();
    await user.clear(dialog.getByLabelText('Minimum views to be paid'));
    await user.type(dialog.getByLabelText('Minimum views to be paid'), '10000');
    await user.type(dialog.getByLabelText('Maximum payout per clip (₹)'), '500');
    await user.clear(dialog.getByLabelText('Review window (hours)'));
    await user.type(dialog.getByLabelText('Review window (hours)'), '48');
    await user.type(dialog.getByLabelText('Required hashtags and mentions (optional)'), '#clipmandi, @ravi');
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      minPaidViews: 10_000,
      maxPayoutPerClip: 500,
      reviewWindowHours: 48,
      requiredTags: ['#clipmandi', '@ravi'],
    });
  });

  it('asks which platforms it pays for: those the server pays for, the others shown off with why', async () => {
    const { api, user, dialog } = await openCreate({
      'GET /api/config': { body: wireConfig('sandbox') },
      'POST /api/campaigns': {
        status: 201,
        body: { message: 'Campaign created successfully!', campaign: aCampaignDetail() },
      },
    });
    const shorts = dialog.getByRole('checkbox', { name: 'YouTube Shorts' }) as HTMLInputElement;
    const reels = dialog.getByRole('checkbox', { name: 'Instagram Reels' }) as HTMLInputElement;
    expect([shorts.checked, reels.checked, reels.disabled]).toEqual([true, false, true]);
    expect(
      await dialog.findByText('Instagram Reels: not on this server yet (accounts cannot be linked or measured).'),
    ).toBeTruthy();
    // Unticking the only platform is refused before anything is sent.
    await user.click(shorts);
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await dialog.findByText('Choose at least one platform')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(shorts);
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ platforms: ['youtube_shorts'] });
  });

  it('asks each platform’s own rate once it pays for two, and sends only the chosen platforms’ rates', async () => {
    const both = { ...wireConfig('sandbox'), campaigns: { platforms: ['youtube_shorts', 'instagram_reels'] } };
    const { api, user, dialog } = await openCreate({
      'GET /api/config': { body: both },
      'POST /api/campaigns': {
        status: 201,
        body: { message: 'Campaign created successfully!', campaign: aCampaignDetail() },
      },
    });
    expect(dialog.queryByLabelText('Instagram Reels rate per 1K views (₹, optional)')).toBeNull();
    const reels = dialog.getByRole('checkbox', { name: 'Instagram Reels' }) as HTMLInputElement;
    await waitFor(() => expect(reels.disabled).toBe(false));
    await user.click(reels);
    await user.type(await dialog.findByLabelText('Instagram Reels rate per 1K views (₹, optional)'), '75');
    // The Shorts rate left blank: Shorts are paid the campaign's rate.
    expect(dialog.getByLabelText('YouTube Shorts rate per 1K views (₹, optional)')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully!')).toBeTruthy();
    const body = api.calls.find((c) => c.method === 'POST')?.body;
    expect(body).toMatchObject({
      platforms: ['youtube_shorts', 'instagram_reels'],
      platformRates: { instagram_reels: 75 },
    });
    expect(body).not.toHaveProperty('platformRates.youtube_shorts');
  });

  it('names a required tag with a space in the field and sends nothing', async () => {
    const { api, user, dialog } = await openCreate();
    await user.type(dialog.getByLabelText('Required hashtags and mentions (optional)'), '#ok @also.ok bad#tag');
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(
      await dialog.findByText('Each required tag is a #hashtag or an @mention without spaces (at most 50 characters)'),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("names a rule out of range with the server's own message and sends nothing", async () => {
    const { api, user, dialog } = await openCreate();
    await user.clear(dialog.getByLabelText('Review window (hours)'));
    await user.type(dialog.getByLabelText('Review window (hours)'), '0');
    await user.type(dialog.getByLabelText('Maximum payout per clip (₹)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Maximum payout per clip must be greater than 0',
        'Review window must be a whole number of hours from 1 to 720',
      ]),
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows an edited campaign its rules as fixed, and sends none of them', async () => {
    storeSession(creator);
    const campaign = aCampaign({ title: 'Ruled', ...ruled });
    const api = mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/creator/dashboard': { body: aCreatorDashboard({ campaigns: [campaign] }) },
      [`PATCH /api/campaigns/${campaign._id}`]: { body: { message: 'ok', campaign: aCampaignDetail({ ...campaign }) } },
    });
    const { user } = renderApp('/creator');
    await user.click(await screen.findByRole('tab', { name: 'My Campaigns' }, { timeout: 10_000 }));
    const row = within(await screen.findByRole('listitem', { name: 'Ruled' }));
    await user.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Campaign' }));
    expect(dialog.getByText('Rules (fixed at creation)')).toBeTruthy();
    expect(dialog.getByText('Min 10,000 views · Up to ₹500.00 per clip · Reviewed within 48 hours')).toBeTruthy();
    expect(dialog.queryByLabelText('Review window (hours)')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = api.calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(Object.keys(body).filter((key) => key in ruled)).toEqual([]);
  });
});
