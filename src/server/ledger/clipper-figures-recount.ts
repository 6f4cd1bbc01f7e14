import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';

// Recounted by migration 0019's views (0027 adds measured views) clipper_figures_recount and clipper_pending_recount, from the clips.

/** Each clipper's running figures (db/clipper-figures-schema.ts) equal a recount of their clips. */
export async function auditClipperFigures(db: Db | Tx): Promise<string[]> {
  const figures = await queryRows<{ user_id: string; kept: string; counted: string }>(
    db,
    sql`
    select coalesce(f.user_id, n.user_id)::text as user_id,
      concat_ws(' ', f.pending_clips, f.approved_clips, f.rejected_clips, f.earned, f.measured_views) as kept,
      concat_ws(' ', n.pending_clips, n.approved_clips, n.rejected_clips, n.earned, n.measured_views) as counted
    from clipper_figures f full outer join clipper_figures_recount n on n.user_id = f.user_id
    where (f.pending_clips, f.approved_clips, f.rejected_clips, f.earned, f.measured_views)
          is distinct from (n.pending_clips, n.approved_clips, n.rejected_clips, n.earned, n.measured_views)
      and not (n.user_id is null
        and (f.pending_clips, f.approved_clips, f.rejected_clips, f.earned, f.measured_views) = (0, 0, 0, 0, 0))`,
  );
  const pending = await queryRows<{ user_id: string; campaign_id: string; kept: string; counted: string }>(
    db,
    sql`
    select coalesce(p.user_id, n.user_id)::text as user_id, coalesce(p.campaign_id, n.campaign_id)::text as campaign_id,
      concat_ws(' ', p.pending_clips, p.pending_gross, p.pending_net) as kept,
      concat_ws(' ', n.pending_clips, n.pending_gross, n.pending_net) as counted
    from clipper_pending p full outer join clipper_pending_recount n
      on n.user_id = p.user_id and n.campaign_id = p.campaign_id
    where (p.pending_clips, p.pending_gross, p.pending_net) is distinct from (n.pending_clips, n.pending_gross, n.pending_net)`,
  );
  return [
    ...figures.map(
      (r) =>
        `clipper ${r.user_id}'s figures are [${r.kept}] but their clips count [${r.counted}] (pending, approved, rejected, earned, measured views)`,
    ),
    ...pending.map(
      (r) =>
        `clipper ${r.user_id}'s pending figures on campaign ${r.campaign_id} are [${r.kept}] but their clips count [${r.counted}] (clips, gross, net)`,
    ),
  ];
}

/** Each creator's track record (db/clipper-figures-schema.ts creatorFigures) equals a recount of their clips. */
export async function auditCreatorFigures(db: Db | Tx): Promise<string[]> {
  const rows = await queryRows<{ creator_id: string; kept: string; counted: string }>(
    db,
    sql`
    select coalesce(f.creator_id, n.creator_id)::text as creator_id,
      concat_ws(' ', f.decided_clips, f.approved_clips, f.review_seconds, f.paid_out) as kept,
      concat_ws(' ', n.decided_clips, n.approved_clips, n.review_seconds, n.paid_out) as counted
    from creator_figures f full outer join creator_figures_recount n on n.creator_id = f.creator_id
    where (f.decided_clips, f.approved_clips, f.review_seconds, f.paid_out)
          is distinct from (n.decided_clips, n.approved_clips, n.review_seconds, n.paid_out)
      and not (n.creator_id is null and (f.decided_clips, f.approved_clips, f.review_seconds, f.paid_out) = (0, 0, 0, 0))`,
  );
  return rows.map(
    (r) =>
      `creator ${r.creator_id}'s track record is [${r.kept}] but their clips count [${r.counted}] (decided, approved, review seconds, paid out)`,
  );
}

/** Sets every clipper's figures and creator's track record from the recount (the bench seed, which loads clips in bulk with triggers off). */
export async function rebuildClipperFigures(db: Db | Tx): Promise<void> {
  await db.execute(sql`delete from creator_figures`);
  await db.execute(sql`insert into creator_figures select * from creator_figures_recount`);
  await db.execute(sql`delete from clipper_figures`);
  await db.execute(sql`insert into clipper_figures select * from clipper_figures_recount`);
  await db.execute(sql`delete from clipper_pending`);
  await db.execute(sql`insert into clipper_pending select * from clipper_pending_recount`);
}
