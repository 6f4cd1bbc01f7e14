import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@web/lib/format';
import { aCampaign, aCampaignDetail, aCreatorDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';
import { said } from '../support/catalogue';

// docs/product.md#campaign-dates. Instants are built from local wall-clock parts, so the expected ISO strings hold
// in whatever time zone the tests run.
const local = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();
const nextYear = new Date().getFullYear() + 1;
const START = local(nextYear, 1, 15, 10, 30);
const END = local(nextYear, 2, 1, 18, 0);

const creator = aUser('creator');

function startDashboard(campaigns: unknown[], handlers: Record<string, Handler> = {}) {
  storeSession(creator);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: creator } },
    'GET /api/creator/appeals': { body: { clips: [], nextCursor: null } },
    'GET /api/creator/blocks': { body: { blocks: [] } },
    'GET /api/creator/dashboard': { body: aCreatorDashboard({ campaigns }) },
    ...handlers,
  });
  return { api, ...renderApp('/creator') };
}

type Dialog = ReturnType<typeof within>;

/** A datetime-local input takes its value whole, as a browser's picker sets it. */
const setDate = (dialog: Dialog, label: string, value: string) =>
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });

async function openCreate(handlers: Record<string, Handler> = {}) {
  const started = startDashboard([], handlers);
  await started.user.click(await screen.findByRole('button', { name: 'Create New Campaign' }, { timeout: 10_000 }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create New Campaign' }));
  const { user } = started;
  await user.type(dialog.getByLabelText('Title'), 'Gaming Highlights');
  await user.type(dialog.getByLabelText('Description'), 'Best moments');
  await user.type(dialog.getByLabelText('Requirements'), 'Vertical');
  await user.type(dialog.getByLabelText('YouTube Link'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await user.type(dialog.getByLabelText('Payout per 1000 Views (₹)'), '50');
  await user.type(dialog.getByLabelText('Total Budget (₹)'), '1000');
  return { ...started, dialog };
}

const created = {
  status: 201,
  body: { message: 'Campaign created successfully!', campaign: aCampaignDetail() },
  changed: ['campaigns'],
};

describe('Create New Campaign: dates', () => {
  it('sends the dates typed, in the browser’s time zone, as ISO instants', async () => {
    const { api, dialog, user } = await openCreate({ 'POST /api/campaigns': created });
    expect(dialog.getByLabelText('Start date (optional)').getAttribute('type')).toBe('datetime-local');
    expect(dialog.getByLabelText('End date (optional)').getAttribute('type')).toBe('datetime-local');
    setDate(dialog, 'Start date (optional)', `${nextYear}-01-15T10:30`);
    setDate(dialog, 'End date (optional)', `${nextYear}-02-01T18:00`);
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Gaming Highlights',
      description: 'Best moments',
      requirements: 'Vertical',
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      payoutPer1000Views: 50,
      totalBudget: 1000,
      minPaidViews: 0,
      maxPayoutPerClip: null,
      reviewWindowHours: 72,
      requiredTags: [],
      platforms: ['youtube_shorts'],
      platformRates: {},
      startsAt: START,
      endsAt: END,
    });
  });

  it('leaves empty dates out of the request', async () => {
    const { api, dialog, user } = await openCreate({ 'POST /api/campaigns': created });
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully!')).toBeTruthy();
    const body = api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain('startsAt');
    expect(Object.keys(body)).not.toContain('endsAt');
  });

  it('refuses an end in the past or not after the start, and sends nothing', async () => {
    const { api, dialog, user } = await openCreate({ 'POST /api/campaigns': created });
    setDate(dialog, 'End date (optional)', '2020-01-01T09:00');
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual([said('endInPast')]));
    setDate(dialog, 'Start date (optional)', `${nextYear}-02-01T18:00`);
    setDate(dialog, 'End date (optional)', `${nextYear}-02-01T18:00`);
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual([said('endBeforeStart')]),
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('Edit Campaign: dates', () => {
  const dated = aCampaign({ title: 'Dated', startsAt: START, endsAt: END });
  const updated = { body: { message: 'Campaign updated successfully', campaign: aCampaignDetail() } };

  async function openEdit() {
    const started = startDashboard([dated], { [`PATCH /api/campaigns/${dated._id}`]: updated });
    await started.user.click(await screen.findByRole('tab', { name: 'My Campaigns' }, { timeout: 10_000 }));
    const card = within(await screen.findByRole('listitem', { name: 'Dated' }));
    await started.user.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Campaign' }));
    return { ...started, dialog };
  }

  it('shows the dates in the browser’s time zone and, left alone, sends neither', async () => {
    const { api, dialog, user } = await openEdit();
    expect((dialog.getByLabelText('Start date (optional)') as HTMLInputElement).value).toBe(`${nextYear}-01-15T10:30`);
    expect((dialog.getByLabelText('End date (optional)') as HTMLInputElement).value).toBe(`${nextYear}-02-01T18:00`);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Campaign updated successfully')).toBeTruthy();
    const body = api.calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain('startsAt');
    expect(Object.keys(body)).not.toContain('endsAt');
  });

  it('sends null for a date emptied and the new instant for one changed', async () => {
    const { api, dialog, user } = await openEdit();
    setDate(dialog, 'Start date (optional)', '');
    setDate(dialog, 'End date (optional)', `${nextYear}-03-10T08:15`);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Campaign updated successfully')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'Dated',
      description: dated.description,
      requirements: dated.requirements,
      youtubeLink: dated.youtubeLink,
      payoutPer1000Views: dated.payoutPer1000Views,
      totalBudget: dated.totalBudget,
      platforms: ['youtube_shorts'],
      // The form's own rates, whole: none.
      platformRates: {},
      startsAt: null,
      endsAt: local(nextYear, 3, 10, 8, 15),
    });
  });
});

describe('the dates a campaign shows', () => {
  it('says when a campaign starts and ends on Discover and on its page', async () => {
    const soon = aCampaignDetail({ title: 'Soon', startsAt: START, endsAt: END });
    mockApi({
      'GET /api/campaigns': { body: { campaigns: [soon], nextCursor: null } },
      [`GET /api/campaigns/${soon._id}`]: { body: { campaign: soon } },
    });
    const { user } = renderApp('/discover');
    const card = within(await screen.findByRole('article', { name: 'Soon' }, { timeout: 10_000 }));
    expect(card.getByText(`Starts on ${formatDateTime(START)}`)).toBeTruthy();
    expect(card.getByText(`Ends on ${formatDateTime(END)}`)).toBeTruthy();
    await user.click(card.getByRole('link', { name: 'View Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Soon' })).toBeTruthy();
    expect(screen.getByText(`Starts on ${formatDateTime(START)}`)).toBeTruthy();
    expect(screen.getByText(`Ends on ${formatDateTime(END)}`)).toBeTruthy();
  });

  it('says nothing of a start already past', async () => {
    const started = aCampaignDetail({ title: 'Started', startsAt: '2025-03-05T10:00:00.000Z' });
    mockApi({ [`GET /api/campaigns/${started._id}`]: { body: { campaign: started } } });
    renderApp(`/campaign/${started._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Started' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/^Starts on /)).toBeNull();
    expect(screen.queryByText(/^Ends on /)).toBeNull();
  });

  it('says when an ended campaign ended, on its page and in My Campaigns, where it can only be deleted', async () => {
    const endedAt = '2025-03-20T12:00:00.000Z';
    const ended = aCampaign({
      title: 'Ended',
      status: 'completed',
      startsAt: '2025-03-01T00:00:00.000Z',
      endsAt: endedAt,
      endedAt,
    });
    const running = aCampaign({ title: 'Running', endsAt: END });
    const { user } = startDashboard([ended, running], {
      [`GET /api/campaigns/${ended._id}`]: { body: { campaign: aCampaignDetail(ended) } },
    });
    await user.click(await screen.findByRole('tab', { name: 'My Campaigns' }, { timeout: 10_000 }));
    const card = within(await screen.findByRole('listitem', { name: 'Ended' }));
    expect(card.getByText(`Ended on ${formatDateTime(endedAt)}`)).toBeTruthy();
    expect(card.queryByText(/^Ends on /)).toBeNull();
    // Its budget need not be spent, and no raise reopens it: the completed note would mislead.
    expect(card.queryByText(said('completedNote'), { exact: false })).toBeNull();
    expect(card.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(card.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(card.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(card.getByRole('button', { name: 'Delete' })).toBeTruthy();
    const other = within(screen.getByRole('listitem', { name: 'Running' }));
    expect(other.getByText(`Ends on ${formatDateTime(END)}`)).toBeTruthy();
    expect(other.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(other.getByRole('button', { name: 'Pause' })).toBeTruthy();
    await user.click(card.getByRole('link', { name: 'Ended' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ended' })).toBeTruthy();
    expect(screen.getByText(`Ended on ${formatDateTime(endedAt)}`)).toBeTruthy();
  });
});
