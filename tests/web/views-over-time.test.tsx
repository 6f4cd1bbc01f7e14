import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDayOf, formatMoment } from '@web/components/charts/chart-format';
import { aCampaign, aClip, aCreatorDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/**
 * The approve prompt's "Views over time" (docs/trust.md#measured-views): loaded when the prompt opens, a line chart
 * with its sentence from two measurements, one sentence with one, nothing for an unmeasured clip or an empty history.
 */

const creator = aUser('creator');
const campaign = aCampaign({
  _id: '00000000-0000-4000-8000-0000000000c1',
  title: 'Podcast Shorts',
  remainingBudget: 750,
});
const person = (name: string, n: number) => ({
  _id: `00000000-0000-4000-8000-0000000000a${n}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
});
const measuredClip = (name: string, n: number, views: number) =>
  aClip({
    user: person(name, n),
    claimedViews: views,
    views,
    measuredViews: views,
    measuredAt: '2026-11-25T12:00:00.000Z',
    videoAvailable: true,
  });

const tracked = measuredClip('Tara Tracked', 1, 14_000);
const single = measuredClip('Sona Single', 2, 14_000);
const blank = measuredClip('Bina Blank', 3, 2_000);
const unmeasured = aClip({ user: person('Uma Unmeasured', 4), claimedViews: 1_500, views: 1_500 });

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
const m = (measuredAt: string, views: number | null) => ({
  measuredAt,
  views,
  likes: views === null ? null : 10,
  comments: views === null ? null : 1,
});
const fiveTimes = [
  m(at(23), 1_200),
  m(at(23, 18), 3_400),
  m(at(24), 7_000),
  m(at(24, 6), null),
  m(at(24, 18), 11_500),
  m(at(25), 14_000),
];

const historyPath = (id: string) => `GET /api/clips/${id}/measurements`;

async function openApprove(name: RegExp, handlers: Record<string, Handler>) {
  storeSession(creator);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: creator } },
    // Pending Reviews also lists the open appeals and the blocked clippers (docs/product.md#appeals, #blocking):
    // none here.
    'GET /api/creator/appeals': { body: { clips: [], nextCursor: null } },
    'GET /api/creator/blocks': { body: { blocks: [] } },
    'GET /api/creator/dashboard': {
      body: aCreatorDashboard({ campaigns: [campaign], pendingClips: [tracked, single, blank, unmeasured] }),
    },
    [historyPath(tracked._id)]: { body: { measurements: fiveTimes } },
    [historyPath(single._id)]: { body: { measurements: [m(at(23), 14_000)] } },
    [historyPath(blank._id)]: { body: { measurements: [] } },
    ...handlers,
  });
  const { user } = renderApp('/creator');
  await user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }, { timeout: 10_000 }));
  const row = await screen.findByRole('row', { name });
  const historyCalls = () => api.calls.filter((call) => call.path.endsWith('/measurements'));
  expect(historyCalls()).toEqual([]);
  await user.click(within(row).getByRole('button', { name: 'Approve' }));
  return { api, historyCalls, dialog: within(await screen.findByRole('dialog', { name: 'Approve clip' })) };
}

describe("the 'Approve clip' prompt's views over time", () => {
  it('draws several measurements as a chart, with the first and last counts and the first day in a sentence', async () => {
    const { dialog, historyCalls } = await openApprove(/Tara Tracked/, {});
    const chart = within(dialog.getByRole('region', { name: 'Views over time' }));
    // The measurement of the video while it was private counted nothing: five counts.
    expect(
      await chart.findByText(`Measured 5 times since ${formatDayOf(at(23))}: from 1,200 to 14,000 views.`),
    ).toBeTruthy();
    const rows = chart.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'MeasuredViews',
      `${formatMoment(at(23))}1,200 views`,
      `${formatMoment(at(23, 18))}3,400 views`,
      `${formatMoment(at(24))}7,000 views`,
      `${formatMoment(at(24, 18))}11,500 views`,
      `${formatMoment(at(25))}14,000 views`,
    ]);
    expect(historyCalls().map((call) => call.path)).toEqual([`/api/clips/${tracked._id}/measurements`]);
    // The rest of the prompt is as before.
    expect((dialog.getByLabelText('Confirmed views') as HTMLInputElement).value).toBe('14000');
  });

  it('says the one measurement in a line, without a chart', async () => {
    const { dialog } = await openApprove(/Sona Single/, {});
    expect((await dialog.findByTestId('views-over-time')).textContent).toBe(
      `Measured once: 14,000 views on ${formatDayOf(at(23))}.`,
    );
    expect(dialog.queryByRole('region', { name: 'Views over time' })).toBeNull();
  });

  it('shows nothing for a history without measurements', async () => {
    const { dialog, historyCalls } = await openApprove(/Bina Blank/, {});
    await expect.poll(() => historyCalls().length).toBe(1);
    expect(dialog.getByTestId('measured-views').textContent).toMatch(/^Measured: 2,000 views measured by YouTube/);
    expect(dialog.queryByTestId('views-over-time')).toBeNull();
    expect(dialog.queryByText(/Views over time|Measured once|times since/)).toBeNull();
  });

  it('asks for no history of a clip the server never measured, and shows none', async () => {
    const { dialog, historyCalls } = await openApprove(/Uma Unmeasured/, {});
    expect(dialog.getByTestId('measured-views').textContent).toBe(
      'Measured: Not verified: views are not measured on this server',
    );
    expect(dialog.queryByText(/Views over time|Measured once|times since/)).toBeNull();
    expect(historyCalls()).toEqual([]);
  });

  it('leaves the prompt working when the history cannot be read', async () => {
    const { dialog, historyCalls } = await openApprove(/Sona Single/, {
      [historyPath(single._id)]: { status: 500, body: { message: 'Something went wrong.' } },
    });
    await expect.poll(() => historyCalls().length).toBeGreaterThan(0);
    expect(dialog.queryByTestId('views-over-time')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
