import { sql } from 'drizzle-orm';
import { SERIES_TOP, type CreatorSeries } from '../../../schemas/series';
import type { Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { everyDay, utcDay, whole, windowBounds, type SeriesWindow } from './series-window';

type SpendPoint = CreatorSeries['days'][number];
type CampaignDay = { id: string; title: string; live: boolean; day: string; spent: string; views: string };

/** The days the current rate is taken over: the last week, today included. */
const RATE_DAYS = 7;

function sumByDay(points: readonly SpendPoint[]): SpendPoint[] {
  const byDay = new Map<string, SpendPoint>();
  for (const p of points) {
    const sum = byDay.get(p.day) ?? { day: p.day, spent: 0, views: 0 };
    byDay.set(p.day, { day: p.day, spent: sum.spent + p.spent, views: sum.views + p.views });
  }
  return [...byDay.values()];
}

/** The spend rate of the last RATE_DAYS days and how long the remaining budget lasts at it. */
export function budgetBurn(days: readonly SpendPoint[], totalBudget: number, spent: number): CreatorSeries['burn'] {
  const lastWeek = days.slice(-RATE_DAYS).reduce((sum, p) => sum + p.spent, 0);
  const remaining = Math.max(0, totalBudget - spent);
  return {
    totalBudget,
    spent,
    remaining,
    dailyRate: Math.round(lastWeek / RATE_DAYS),
    // From the week's exact sum, not the rounded rate.
    daysLeft: lastWeek > 0 ? Math.floor((remaining * RATE_DAYS) / lastWeek) : null,
  };
}

/**
 * The creator's charts, from their campaigns' approved clips (clips_campaign_status_idx under
 * campaigns_creator_created_idx): per day what the clips approved that day cost (their gross after any holdback
 * adjustment, the campaigns' amount spent) and their confirmed views. The days count deleted campaigns too,
 * like the dashboard's Total Spent (the money was paid); the per-campaign lines and the budget burn are the
 * live campaigns only.
 */
export async function creatorSeries(tx: Tx, creatorId: string, window: SeriesWindow): Promise<CreatorSeries> {
  const rows = await queryRows<CampaignDay>(
    tx,
    sql`select c.id, c.title, c.deleted_at is null as live, ${utcDay(sql`k.reviewed_at`)} as day,
        sum(k.gross_paid)::text as spent, sum(coalesce(k.confirmed_views, 0))::text as views
      from campaigns c join clips k on k.campaign_id = c.id and k.status = 'approved'
      where c.creator_id = ${creatorId} and k.reviewed_at >= ${window.from}
      group by c.id, c.title, c.deleted_at, 4`,
  );
  const [budget] = await queryRows<{ budget: string; spent: string }>(
    tx,
    sql`select coalesce(sum(total_budget), 0)::text as budget, coalesce(sum(amount_spent), 0)::text as spent
      from campaigns where creator_id = ${creatorId} and deleted_at is null`,
  );
  const points = rows.map((row) => ({ ...row, spent: whole(row.spent), views: whole(row.views) }));
  const days = everyDay(window, sumByDay(points), { spent: 0, views: 0 });

  const campaigns = new Map<string, CreatorSeries['campaigns'][number]>();
  for (const p of points.filter((point) => point.live)) {
    const c = campaigns.get(p.id) ?? { campaignId: p.id, title: p.title, spent: 0, views: 0, days: [] };
    c.spent += p.spent;
    c.views += p.views;
    c.days.push({ day: p.day, spent: p.spent, views: p.views });
    campaigns.set(p.id, c);
  }
  const top = [...campaigns.values()]
    .sort((a, b) => b.spent - a.spent || b.views - a.views || a.title.localeCompare(b.title))
    .slice(0, SERIES_TOP)
    .map((c) => ({ ...c, days: c.days.sort((a, b) => a.day.localeCompare(b.day)) }));

  return {
    ...windowBounds(window),
    days,
    campaigns: top,
    burn: budgetBurn(days, whole(budget?.budget), whole(budget?.spent)),
  };
}
