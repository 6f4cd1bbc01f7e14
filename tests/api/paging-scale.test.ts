import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorCampaignPageQuery, joinedCampaignPageQuery } from '../../src/server/campaigns/campaign-list';
import { discoverPageQuery } from '../../src/server/campaigns/discover-list';
import { participantPageQuery } from '../../src/server/campaigns/participant-list';
import { clipperFiguresQuery } from '../../src/server/clips/clipper-figures';
import { rebuildClipperFigures } from '../../src/server/ledger/clipper-figures-recount';
import { myClipsPageQuery } from '../../src/server/clips/my-clips';
import { pendingCountQuery, reviewQueuePageQuery } from '../../src/server/clips/review-queue';
import { openDatabase, type Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { encodeCursor, encodeRankedCursor } from '../../src/server/paging/keyset-cursor';

/**
 * The lists that grow with a person's activity, on a few thousand rows: each page query walks its index
 * in keyset order and stops after one page (no Sort, no Seq Scan of clips, participants or campaigns),
 * and the dashboard counts read only that person's rows. Checked on the plan (EXPLAIN), not on a clock.
 */
let api: Database;
let busyCampaign = '';
let busyClipper = '';
let busyCreator = '';
/** The creator with 500 campaigns. */
let bigCreator = '';

async function plan(query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(api.db, sql`explain ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * The plan without its SubPlans: a clip decided by an admin looks up that admin's name in the audit trail
 * (docs/accounts.md#audit), one short lookup per such row, which is not the list's own order.
 */
function withoutSubPlans(text: string): string {
  const kept: string[] = [];
  let skipping: number | null = null;
  for (const line of text.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (skipping !== null && indent > skipping) continue;
    skipping = /^\s*SubPlan\b/.test(line) ? indent : null;
    if (skipping === null) kept.push(line);
  }
  return kept.join('\n');
}

function expectIndexBacked(plan: string, index: RegExp) {
  const text = withoutSubPlans(plan);
  expect(text, plan).toMatch(index);
  expect(text, plan).not.toMatch(/\bSort\b/);
  expect(plan, plan).not.toMatch(/Seq Scan on (clips|campaign_participants|campaigns)\b/);
}

const deepCursor = async (rows: Promise<{ id: string; cursorAt: string }[]>) => {
  const last = (await rows).at(-1);
  if (!last) throw new Error('no rows to page past');
  return encodeCursor({ at: last.cursorAt, id: last.id });
};

beforeAll(async () => {
  api = await openDatabase({});
  // Foreign-key triggers are off while loading; every id comes from the tables themselves.
  await api.db.execute(sql`set session_replication_role = replica`);
  await api.db.execute(sql`
    insert into users (name, email, password_hash, role, created_at)
    select 'Person ' || g, 'person' || g || '@example.com', 'x', case when g <= 100 then 'creator' else 'user' end,
           now() - make_interval(mins => g)
    from generate_series(1, 3000) g`);
  await api.db.execute(sql`
    with creators as (select array_agg(id order by email) as ids from users where role = 'creator')
    insert into campaigns (creator_id, title, description, requirements, youtube_link, payout_rate, total_budget, created_at)
    select case when g <= 500 then creators.ids[1] else creators.ids[1 + g % 100] end, 'Campaign ' || g, 'd', 'r', 'https://youtube.com/watch?v=x', 1000, 100000,
           now() - make_interval(mins => g)
    from creators, generate_series(1, 10000) g`);
  // One campaign with every clipper (2,900 participants); the others with a few each.
  await api.db.execute(sql`
    with busy as (select id from campaigns order by created_at desc limit 1)
    insert into campaign_participants (campaign_id, user_id, joined_at)
    select busy.id, u.id, now() - make_interval(secs => row_number() over (order by u.email))
    from busy, users u where u.role = 'user'`);
  await api.db.execute(sql`
    with c as (select array_agg(id) as ids from campaigns), u as (select array_agg(id) as ids from users where role = 'user')
    insert into campaign_participants (campaign_id, user_id)
    select c.ids[1 + g % 2000], u.ids[1 + (g * 7) % 2900] from c, u, generate_series(1, 8000) g
    on conflict do nothing`);
  // 30,000 clips: one clipper has 3,000 of them; a third are pending.
  await api.db.execute(sql`
    with c as (select id, creator_id, payout_rate, (row_number() over (order by id) - 1)::int as n from campaigns),
         u as (select array_agg(id order by email) as ids from users where role = 'user')
    insert into clips (campaign_id, user_id, creator_id, payout_rate, youtube_link, video_id, claimed_views, status,
                       rejection_reason, created_at)
    select c.id, case when g % 10 = 0 then u.ids[1] else u.ids[1 + g % 2900] end, c.creator_id, c.payout_rate,
           'https://youtu.be/v' || g, 'v' || g, 100, (array['pending', 'approved', 'rejected'])[1 + g % 3],
           case when g % 3 = 2 then 'other' end, now() - make_interval(secs => g)
    from generate_series(1, 30000) g join c on c.n = g % 2000 cross join u`);
  // The clipper with the most clips also joined 3,000 campaigns, one a minute.
  await api.db.execute(sql`
    with u as (select (array_agg(id order by email))[1] as id from users where role = 'user')
    insert into campaign_participants (campaign_id, user_id, joined_at)
    select c.id, u.id, now() - make_interval(mins => (row_number() over (order by c.id))::int)
    from u, (select id from campaigns order by id limit 3000) c
    on conflict do nothing`);
  await api.db.execute(sql`set session_replication_role = origin`);
  // Replica mode kept the clips' trigger off too: the clippers' running figures are recounted once.
  await rebuildClipperFigures(api.db);
  await api.db.execute(sql`analyze`);
  const [picked] = await queryRows<{ campaign: string; clipper: string; creator: string; big: string }>(
    api.db,
    sql`select (select campaign_id from campaign_participants group by campaign_id order by count(*) desc limit 1) as campaign,
               (select user_id from clips group by user_id order by count(*) desc limit 1) as clipper,
               (select creator_id from clips where status = 'pending' group by creator_id order by count(*) desc limit 1) as creator,
               (select creator_id from campaigns group by creator_id order by count(*) desc limit 1) as big`,
  );
  busyCampaign = picked?.campaign ?? '';
  busyClipper = picked?.clipper ?? '';
  busyCreator = picked?.creator ?? '';
  bigCreator = picked?.big ?? '';
}, 120_000);

afterAll(async () => {
  await api.close();
});

describe('lists that grow, at a few thousand rows', () => {
  it('loaded what it meant to', async () => {
    const [row] = await queryRows<{ participants: number; clips: number; pending: number }>(
      api.db,
      sql`select (select count(*)::int from campaign_participants where campaign_id = ${busyCampaign}) as participants,
                 (select count(*)::int from clips where user_id = ${busyClipper}) as clips,
                 (select count(*)::int from clips where creator_id = ${busyCreator} and status = 'pending') as pending`,
    );
    expect(row?.participants).toBeGreaterThanOrEqual(2900);
    expect(row?.clips).toBeGreaterThanOrEqual(3000);
    expect(row?.pending).toBeGreaterThan(50);
  });

  it('pages participants in joining order on (campaign_id, joined_at, user_id), first and deep pages', async () => {
    expectIndexBacked(
      await plan(participantPageQuery(api.db, busyCampaign, undefined, 20)),
      /Index (Only )?Scan using campaign_participants_joined_idx/,
    );
    const cursor = await deepCursor(participantPageQuery(api.db, busyCampaign, undefined, 2000));
    const deep = await plan(participantPageQuery(api.db, busyCampaign, cursor, 20));
    expectIndexBacked(deep, /Index (Only )?Scan using campaign_participants_joined_idx/);
    expect(deep).toMatch(/Index Cond: \(.*ROW\(.*joined_at, .*user_id\) > ROW\(/);
  });

  it("pages a clipper's clips newest first on (user_id, created_at, id) and counts them from their figures", async () => {
    expectIndexBacked(
      await plan(myClipsPageQuery(api.db, busyClipper, undefined, 20)),
      /Index Scan Backward using clips_user_created_idx/,
    );
    const cursor = await deepCursor(myClipsPageQuery(api.db, busyClipper, undefined, 2000));
    expectIndexBacked(
      await plan(myClipsPageQuery(api.db, busyClipper, cursor, 20)),
      /Index Scan Backward using clips_user_created_idx/,
    );
    // Counts and the pending estimate from the clipper's figures per campaign, never a pass over their clips.
    const figures = await plan(clipperFiguresQuery(busyClipper));
    expect(figures, figures).toMatch(/clipper_pending_user_id_campaign_id_pk|clipper_figures_pkey/);
    expect(figures, figures).not.toMatch(/Seq Scan on (clips|clipper_pending|clipper_figures)\b/);
  });

  it("pages a creator's review queue oldest first on the partial pending index and counts it there", async () => {
    expectIndexBacked(
      await plan(reviewQueuePageQuery(api.db, busyCreator, undefined, 20)),
      /Index Scan using clips_creator_pending_idx/,
    );
    const cursor = await deepCursor(reviewQueuePageQuery(api.db, busyCreator, undefined, 50));
    expectIndexBacked(
      await plan(reviewQueuePageQuery(api.db, busyCreator, cursor, 20)),
      /Index Scan using clips_creator_pending_idx/,
    );
    const count = await plan(pendingCountQuery(api.db, busyCreator));
    expect(count, count).toMatch(/clips_creator_pending_idx/);
    expect(count, count).not.toMatch(/Seq Scan on clips\b/);
  });

  it("pages a creator's campaigns newest first on (creator_id, created_at, id)", async () => {
    expectIndexBacked(
      await plan(creatorCampaignPageQuery(api.db, bigCreator, {}, 20)),
      /Index Scan Backward using campaigns_creator_created_idx/,
    );
    const cursor = await deepCursor(creatorCampaignPageQuery(api.db, bigCreator, {}, 300));
    expectIndexBacked(
      await plan(creatorCampaignPageQuery(api.db, bigCreator, { cursor }, 20)),
      /Index Scan Backward using campaigns_creator_created_idx/,
    );
  });

  it("pages a clipper's joined campaigns most recently joined first on (user_id, joined_at, campaign_id)", async () => {
    const [joinedRows] = await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from campaign_participants where user_id = ${busyClipper}`,
    );
    expect(joinedRows?.n).toBeGreaterThanOrEqual(3000);
    const joined = /Index (Only )?Scan Backward using campaign_participants_user_joined_idx/;
    expectIndexBacked(await plan(joinedCampaignPageQuery(api.db, busyClipper, {}, 20)), joined);
    const rows = joinedCampaignPageQuery(api.db, busyClipper, {}, 2000).then((page) =>
      page.map((row) => row.joined_campaign),
    );
    const cursor = await deepCursor(rows);
    const deep = await plan(joinedCampaignPageQuery(api.db, busyClipper, { cursor }, 20));
    expectIndexBacked(deep, joined);
    expect(deep).toMatch(/Index Cond: \(.*ROW\(.*joined_at, .*campaign_id\) < ROW\(/);
    // The picker's filters ride the same walk; the marks look up the asked ids only.
    expectIndexBacked(
      await plan(joinedCampaignPageQuery(api.db, busyClipper, { status: 'active', q: 'Campaign 12' }, 20)),
      joined,
    );
    const marks = await plan(joinedCampaignPageQuery(api.db, busyClipper, { ids: [busyCampaign] }, 1));
    expect(marks, marks).not.toMatch(/Seq Scan on (campaign_participants|campaigns)\b/);
  });

  it('pages Discover newest first, by payout rate and by budget left on its indexes, and searches without a scan', async () => {
    // Every campaign here is active: the planner may walk either newest-first index.
    const newest = /Index Scan Backward using campaigns_(discover_)?created_idx/;
    expectIndexBacked(await plan(discoverPageQuery(api.db, {}, 50)), newest);
    const deep = await deepCursor(discoverPageQuery(api.db, {}, 3000));
    expectIndexBacked(await plan(discoverPageQuery(api.db, { cursor: deep }, 50)), newest);
    for (const [sort, index] of [
      ['payout', /Index Scan Backward using campaigns_active_payout_idx/],
      ['budget', /Index Scan Backward using campaigns_active_budget_idx/],
    ] as const) {
      expectIndexBacked(await plan(discoverPageQuery(api.db, { sort }, 50)), index);
      const last = (await discoverPageQuery(api.db, { sort }, 3000)).at(-1);
      if (!last) throw new Error('no rows to page past');
      const cursor = encodeRankedCursor({ rank: last.rank, at: last.cursorAt, id: last.id });
      const deepPlan = await plan(discoverPageQuery(api.db, { sort, cursor }, 50));
      expectIndexBacked(deepPlan, index);
      expect(deepPlan).toMatch(/Index Cond: \(ROW\(/);
    }
    // A search filters the same walk, which stops once a page of matches is found.
    expectIndexBacked(
      await plan(discoverPageQuery(api.db, { q: 'Campaign 1', sort: 'payout' }, 50)),
      /campaigns_active_payout_idx/,
    );
  });
});
