import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@web/components/charts/chart-format';
import { wireStats } from './admin-fixtures';
import { aCreatorDashboard, aUserDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';
import { said } from '../support/catalogue';

/** The dashboards' charts: each one's sentence and hidden table with the figures, and its empty state. */

const DAY_MS = 24 * 3600 * 1000;
const DAYS = Array.from({ length: 30 }, (_, i) => new Date(Date.now() - (29 - i) * DAY_MS).toISOString().slice(0, 10));
const TODAY = DAYS[29] ?? '';
const window = { from: DAYS[0], to: TODAY };
const CLIP_ID = '00000000-0000-4000-8000-00000000c11a';
const CAMPAIGN_ID = '00000000-0000-4000-8000-0000000000c1';

function start(role: 'user' | 'creator' | 'admin', path: string, handlers: Record<string, Handler>) {
  const person = aUser(role);
  storeSession(person);
  const api = mockApi({ 'GET /api/auth/me': { body: { user: person } }, ...handlers });
  renderApp(path);
  return api;
}

/** A chart's card, found by its title, once its figures arrived. */
const chart = async (title: string) => within(await screen.findByRole('region', { name: title }, { timeout: 10_000 }));

describe('clipper dashboard charts', () => {
  it('say what was earned and which clips were viewed most, with every figure in a table', async () => {
    const api = start('user', '/dashboard', {
      'GET /api/user/dashboard': { body: aUserDashboard(aUser('user')) },
      'GET /api/user/dashboard/series': {
        body: {
          data: {
            ...window,
            earnings: DAYS.map((day, i) => ({ day, net: i === 29 ? 362.08 : i === 20 ? 100.5 : 0 })),
            clipViews: [
              {
                clipId: CLIP_ID,
                campaignTitle: 'Podcast Shorts',
                submittedAt: `${TODAY}T10:00:00.000Z`,
                views: 12345,
                source: 'measured',
              },
              {
                clipId: CAMPAIGN_ID,
                campaignTitle: 'Recipe Reels',
                submittedAt: `${TODAY}T11:00:00.000Z`,
                views: 700,
                source: 'claimed',
              },
            ],
            clipsInWindow: 3,
          },
        },
      },
    });
    const earnings = await chart('Earnings per day');
    expect(
      earnings.getByText(
        `₹462.58 earned after the 12% fee in the last 30 days, on 2 days; the most on ${formatDay(TODAY)}: ₹362.08.`,
      ),
    ).toBeTruthy();
    const earned = within(earnings.getByRole('table', { name: 'Earnings per day' }));
    expect(earned.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DayEarned (net)',
      `${formatDay(DAYS[20] ?? '')}₹100.50`,
      `${formatDay(TODAY)}₹362.08`,
    ]);

    const views = await chart('Views per clip');
    expect(
      views.getByText(
        'The 2 most viewed of your 3 clips submitted in the last 30 days; the most viewed, on "Podcast Shorts", has 12,345 views (measured by YouTube).',
      ),
    ).toBeTruthy();
    const viewed = within(views.getByRole('table', { name: 'Views per clip' }));
    expect(viewed.getByRole('row', { name: /Recipe Reels/ }).textContent).toBe(
      `Recipe Reels${formatDay(TODAY)}700 viewsyour claim (pending review)`,
    );
    expect(api.calls.find((c) => c.path === '/api/user/dashboard/series')?.search.get('days')).toBe('30');
  });

  it('say what will appear, and when, before there is anything to chart', async () => {
    start('user', '/dashboard', {
      'GET /api/user/dashboard': { body: aUserDashboard(aUser('user')) },
      'GET /api/user/dashboard/series': {
        body: { data: { ...window, earnings: DAYS.map((day) => ({ day, net: 0 })), clipViews: [], clipsInWindow: 0 } },
      },
    });
    expect((await chart('Earnings per day')).getByText(said('earningsEmpty'))).toBeTruthy();
    expect((await chart('Views per clip')).getByText(said('clipViewsEmpty'))).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Earnings per day' })).toBeNull();
  });
});

describe('creator dashboard charts', () => {
  const spentToday = (spent: number, views: number) =>
    DAYS.map((day) => (day === TODAY ? { day, spent, views } : { day, spent: 0, views: 0 }));

  it('show the budget burn, spend and views per day and per campaign', async () => {
    start('creator', '/creator', {
      'GET /api/creator/dashboard': { body: aCreatorDashboard() },
      'GET /api/creator/dashboard/series': {
        body: {
          data: {
            ...window,
            days: spentToday(411.45, 12345),
            campaigns: [
              {
                campaignId: CAMPAIGN_ID,
                title: 'Podcast Shorts',
                spent: 411.45,
                views: 12345,
                days: [{ day: TODAY, spent: 411.45, views: 12345 }],
              },
            ],
            burn: { totalBudget: 500, spent: 411.45, remaining: 88.55, dailyRate: 58.78, daysLeft: 1 },
          },
        },
      },
    });
    const burn = await chart('Budget burn');
    expect(
      burn.getByText(
        '₹88.55 left of ₹500.00. At ₹58.78 a day (the average of the last 7 days) it lasts about 1 more day.',
      ),
    ).toBeTruthy();
    expect(burn.getByRole('progressbar', { name: '82% of the budget used' })).toBeTruthy();

    const spend = await chart('Spend per day');
    expect(
      spend.getByText('₹411.45 spent on approved clips with 12,345 views in the last 30 days, on 1 day.'),
    ).toBeTruthy();
    expect(within(spend.getByRole('table', { name: 'Spend per day' })).getAllByRole('row')[1]?.textContent).toBe(
      `${formatDay(TODAY)}₹411.4512,345 views`,
    );
    expect(
      (await chart('Views per day')).getByText(
        `12,345 views bought in the last 30 days; the most on ${formatDay(TODAY)}: 12,345 views.`,
      ),
    ).toBeTruthy();
    const perCampaign = await chart('Spend per campaign');
    expect(
      perCampaign.getByText(
        '1 campaign spent in the last 30 days; the most, "Podcast Shorts", ₹411.45 for 12,345 views.',
      ),
    ).toBeTruthy();
    expect(
      within(perCampaign.getByRole('table', { name: 'Spend per campaign' })).getAllByRole('row')[1]?.textContent,
    ).toBe('Podcast Shorts₹411.4512,345 views1');
  });

  it('say there is no current rate without spend in the last 7 days, and show the empty states', async () => {
    start('creator', '/creator', {
      'GET /api/creator/dashboard': { body: aCreatorDashboard() },
      'GET /api/creator/dashboard/series': {
        body: {
          data: {
            ...window,
            days: spentToday(0, 0),
            campaigns: [],
            burn: { totalBudget: 500, spent: 0, remaining: 500, dailyRate: 0, daysLeft: null },
          },
        },
      },
    });
    expect(
      (await chart('Budget burn')).getByText(
        '₹500.00 left of ₹500.00. Nothing was spent in the last 7 days, so there is no current rate to run out at.',
      ),
    ).toBeTruthy();
    expect(
      (await chart('Spend per day')).getByText(/^No spend yet: what you pay for approved clips appears here/),
    ).toBeTruthy();
    expect((await chart('Views per day')).getByText(/^No views bought yet/)).toBeTruthy();
    expect((await chart('Spend per campaign')).getByText(/^No campaign has spent yet/)).toBeTruthy();
  });
});

describe('admin dashboard chart', () => {
  const adminHandlers = (days: unknown): Record<string, Handler> => ({
    'GET /api/admin/stats': { body: { data: wireStats } },
    'GET /api/admin/users': { body: { data: { users: [], nextCursor: null } } },
    'GET /api/admin/campaigns': { body: { data: { campaigns: [], nextCursor: null } } },
    'GET /api/admin/transactions': { body: { data: { transactions: [], nextCursor: null } } },
    'GET /api/admin/series': { body: { data: { ...window, days } } },
  });

  it('shows money in, payouts and fees per day', async () => {
    start(
      'admin',
      '/admin',
      adminHandlers(
        DAYS.map((day) => ({
          day,
          moneyIn: day === TODAY ? 1000 : 0,
          payouts: day === TODAY ? 362.08 : 0,
          fees: day === TODAY ? 49.37 : 0,
        })),
      ),
    );
    const money = await chart('Money per day');
    expect(
      money.getByText(
        'In the last 30 days: ₹1,000.00 in from top-ups, ₹362.08 paid out to clippers and ₹49.37 earned in fees.',
      ),
    ).toBeTruthy();
    expect(
      within(money.getByRole('table', { name: 'Money per day' }))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayMoney inPayoutsFees', `${formatDay(TODAY)}₹1,000.00₹362.08₹49.37`]);
  });

  it('says what will appear before money moves', async () => {
    start('admin', '/admin', adminHandlers(DAYS.map((day) => ({ day, moneyIn: 0, payouts: 0, fees: 0 }))));
    expect(
      (await chart('Money per day')).getByText(
        'No money has moved yet: top-ups, payouts and fees appear here, day by day, as they happen.',
      ),
    ).toBeTruthy();
  });
});
