import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { users } from '../db/schema';
import { alsoChanged } from '../feed/commit-change';
import { changeTags } from '../feed/change-tags';
import { ADMIN_FEE_PERCENT } from '../../../schemas/payout-math';

/** floor(claimed views * the clip's rate / 1000): a pending clip's uncapped gross, in exact numeric arithmetic. */
const uncappedGross = sql`floor(c.claimed_views::numeric * c.payout_rate / 1000)`;

/**
 * Creator's pendingPayouts: the campaigns' remaining budgets are shared among their pending clips oldest
 * first, each getting only what older ones leave, so a campaign's estimates add up to min(remaining, the
 * sum of its clips' uncapped gross). One aggregate over the creator's own pending clips (their queue's index).
 */
export async function estimatedPendingPayouts(db: Db | Tx, creatorId: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(db, sql`
    select coalesce(sum(least(greatest(remaining, 0), wanted)), 0)::text as total from (
      select k.total_budget - k.amount_spent as remaining, sum(${uncappedGross}) as wanted
      from clips c join campaigns k on k.id = c.campaign_id
      where c.creator_id = ${creatorId} and c.status = 'pending' and k.deleted_at is null
      group by k.id) per_campaign`);
  return Number(row?.total ?? 0);
}

/**
 * Each pending clip's estimate, as the net its clipper would get if it were approved now at its claimed
 * views: the budget older pending clips on the same campaign (anyone's) leave, capped like an approval,
 * minus the fee (netFor, in exact numeric arithmetic). `where` picks the pending clips (c) of live campaigns (k).
 */
const pendingEstimates = (where: SQL) => sql`
  select id, user_id, (gross - floor((gross * ${ADMIN_FEE_PERCENT} + 50) / 100))::bigint as net from (
    select c.id, c.user_id, least(${uncappedGross}, greatest(k.total_budget - k.amount_spent
             - coalesce(sum(${uncappedGross}) over (partition by c.campaign_id order by c.created_at, c.id
               rows between unbounded preceding and 1 preceding), 0), 0)) as gross
    from clips c join campaigns k on k.id = c.campaign_id
    where c.status = 'pending' and k.deleted_at is null and ${where}) per_clip`;

/**
 * Brings the stored estimates of one campaign's clips up to date (clips.pending_estimate, and each
 * clipper's sum in users.pending_earnings), in the transaction of any write that changes the campaign's
 * queue or remaining budget: a submission, an approval or rejection (by the creator, an admin or the
 * deadline rule), a payout adjustment, a budget edit, a deletion. Reads only that campaign's pending clips
 * and the ones it just decided; the clippers whose sum moved are named to the read cache.
 */
export async function refreshPendingEstimates(tx: Tx, campaignId: string): Promise<void> {
  // One refresh of a campaign at a time: submissions hold the campaign row only in share mode, and a refresh
  // that ran beside another's uncommitted clip would miss it. Waiting here, the statement below then sees it.
  // The clippers' rows are locked in id order (locked), so refreshes of two campaigns never wait crosswise;
  // in NO KEY UPDATE mode, as the update itself would: FOR UPDATE would also wait for every open transaction
  // whose new row names the clipper (a ledger posting's foreign-key check holds KEY SHARE on the user until
  // commit), and such a posting, waiting in turn for the accounts or the totals this write holds, deadlocks.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clip-estimates:${campaignId}`}))`);
  const moved = await queryRows<{ id: string }>(tx, sql`
    with fresh as (${pendingEstimates(sql`c.campaign_id = ${campaignId}`)}),
    moved as (
      select c.id, c.user_id, coalesce(f.net, 0) as net, coalesce(f.net, 0) - c.pending_estimate as delta
      from clips c left join fresh f on f.id = c.id
      where c.campaign_id = ${campaignId} and (c.status = 'pending' or c.pending_estimate <> 0)
        and coalesce(f.net, 0) <> c.pending_estimate),
    stored as (update clips set pending_estimate = moved.net from moved where clips.id = moved.id
      returning moved.user_id, moved.delta),
    per_user as (select user_id, sum(delta) as delta from stored group by user_id),
    locked as (select u.id from users u join per_user p on p.user_id = u.id order by u.id for no key update of u)
    update users set pending_earnings = users.pending_earnings + per_user.delta
    from per_user
    where users.id = per_user.user_id and users.id in (select id from locked)
    returning users.id`);
  alsoChanged(moved.map((row) => changeTags.user(row.id)));
}

/** Clipper's pendingEarnings / pendingAmount: the running sum refreshPendingEstimates keeps. */
export async function estimatedPendingEarnings(db: Db | Tx, clipperId: string): Promise<number> {
  const [row] = await db.select({ total: users.pendingEarnings }).from(users).where(eq(users.id, clipperId));
  return row?.total ?? 0;
}

/**
 * Clippers whose stored figures differ from what the rows say now (pending_earnings against their clips'
 * fresh estimates, joined_campaigns_count against their live joined campaigns): none, when every write kept
 * them. Tests run it after sequences of writes.
 */
export async function clipperFiguresDrift(db: Db | Tx): Promise<{ id: string; stored: string; fresh: string }[]> {
  return queryRows(db, sql`
    with estimates as (${pendingEstimates(sql`true`)}),
    fresh as (
      select u.id, coalesce((select sum(e.net) from estimates e where e.user_id = u.id), 0) as earnings,
        (select count(*) from campaign_participants p join campaigns k on k.id = p.campaign_id
          where p.user_id = u.id and k.deleted_at is null) as joined
      from users u)
    select u.id, u.pending_earnings || '/' || u.joined_campaigns_count as stored, f.earnings || '/' || f.joined as fresh
    from users u join fresh f on f.id = u.id
    where u.pending_earnings <> f.earnings or u.joined_campaigns_count <> f.joined`);
}

/** Sets every stored estimate and clipper figure from the rows (the bench seed, which loads rows in bulk). */
export async function rebuildClipperFigures(db: Db | Tx): Promise<void> {
  await db.execute(sql`update clips set pending_estimate = 0 where pending_estimate <> 0`);
  await db.execute(sql`
    update clips set pending_estimate = e.net from (${pendingEstimates(sql`true`)}) e
    where clips.id = e.id and e.net <> 0`);
  await db.execute(sql`
    update users set pending_earnings = coalesce(s.total, 0), joined_campaigns_count = coalesce(j.n, 0)
    from users u
      left join (select user_id, sum(pending_estimate) as total from clips where pending_estimate <> 0 group by user_id) s
        on s.user_id = u.id
      left join (select p.user_id, count(*) as n from campaign_participants p join campaigns k on k.id = p.campaign_id
                 where k.deleted_at is null group by p.user_id) j on j.user_id = u.id
    where users.id = u.id`);
}
