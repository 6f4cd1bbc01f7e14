import { words } from '../i18n/catalogue';
import { payablePlatforms } from '../campaigns/campaign-platforms';
import { sql } from 'drizzle-orm';
import { createUser } from '../auth/create-user';
import { hashPassword } from '../auth/password';
import { createCampaign } from '../campaigns/create-campaign';
import { joinCampaign } from '../campaigns/join-campaign';
import { approveClip } from '../clips/approve-clip';
import { releaseClip } from '../scheduler/release-held-earnings';
import { submitClip } from '../clips/submit-clip';
import { users } from '../db/schema';
import { commitChange } from '../feed/commit-change';
import type { Deps } from '../deps';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { ensureAdmin } from '../auth/admin-account';
import { demoSandboxHistory, linkDemoChannel } from './demo-sandbox';

export type DemoLogin = { role: string; email: string; password: string };

export const DEMO_LOGINS = {
  admin: { role: 'admin', email: 'admin@clipmandi.demo', password: 'admin-demo-123' },
  creator: { role: 'creator', email: 'creator@clipmandi.demo', password: 'creator-demo-123' },
  clipper: { role: 'clipper', email: 'clipper@clipmandi.demo', password: 'clipper-demo-123' },
} as const;

const DEMO_TOPUP_PAISE = 10_000_00; // ₹10,000.00
const DEMO_APPROVED_VIEWS = 24_000;
const DEMO_PENDING_VIEWS = 8_500;

/**
 * On an empty database: a demo admin, a creator whose wallet holds a ₹10,000 top-up and who funds two
 * campaigns from it, and a clipper who has joined one and submitted two clips to it, one approved and paid,
 * one pending. Returns the logins, or null when users exist.
 */
export async function seedDemo(deps: Deps): Promise<DemoLogin[] | null> {
  const [count] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((count?.n ?? 0) > 0) return null;

  await ensureAdmin(deps, DEMO_LOGINS.admin);
  const creatorHash = await hashPassword(DEMO_LOGINS.creator.password, deps.config.passwordCost);
  const clipperHash = await hashPassword(DEMO_LOGINS.clipper.password, deps.config.passwordCost);

  const now = new Date();
  // Only the sandbox has a channel the demo clipper can own; with a real key (or none) the demo stays unmeasured.
  const sandbox = deps.youtube?.mode === 'sandbox' ? await demoSandboxHistory(deps.youtube, now) : null;

  // Other processes on the same database may already have cached the empty campaign list.
  await commitChange(deps, async (tx) => {
    const creator = await createUser(tx, {
      name: 'Priya Sharma',
      email: DEMO_LOGINS.creator.email,
      passwordHash: creatorHash,
      role: 'creator',
    });
    const clipper = await createUser(tx, {
      name: 'Arjun Mehta',
      email: DEMO_LOGINS.clipper.email,
      passwordHash: clipperHash,
      role: 'user',
    });
    // The demo money enters like any top-up: from the provider's clearing account, once.
    await postTransaction(tx, {
      type: 'topup',
      userId: creator.id,
      amount: DEMO_TOPUP_PAISE,
      description: words('ledger.demoTopUp'),
      idempotencyKey: 'seed:demo-topup',
      entries: [
        { account: accountKeys.providerClearing, amount: -DEMO_TOPUP_PAISE },
        { account: accountKeys.wallet(creator.id), amount: DEMO_TOPUP_PAISE },
      ],
    });
    const payable = payablePlatforms(deps.instagram);
    const cooking = await createCampaign(
      tx,
      creator.id,
      {
        title: 'Street Food Diaries: 60-second cuts',
        description:
          'Cut the best moments from our Street Food Diaries episodes into YouTube Shorts. Focus on the first bite and the vendor’s story.',
        requirements:
          'Vertical 9:16, 15 to 60 seconds, credit @StreetFoodDiaries in the description, no re-uploads of full episodes.',
        youtubeLink: 'https://www.youtube.com/@StreetFoodDiaries',
        payoutPer1000Views: 50_00,
        totalBudget: 5_000_00,
      },
      payable,
    );
    await createCampaign(
      tx,
      creator.id,
      {
        title: 'Cricket Talk highlights',
        description: 'Turn our weekly cricket podcast into punchy Shorts: hot takes, predictions and funny moments.',
        requirements: 'Add captions, keep the podcast logo visible, one topic per Short.',
        youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        payoutPer1000Views: 30_00,
        totalBudget: 2_500_00,
        // Reels too where this server can measure them, so the demo clipper can try Instagram.
        platforms: [...payable],
      },
      payable,
    );
    await joinCampaign(tx, clipper.id, cooking._id);
    if (sandbox) await linkDemoChannel(tx, clipper.id, cooking._id, sandbox);
    // Two clips through the real submit and approve, so the dashboards show figures and Approve can be tried
    // at once: one paid (24,000 views at ₹50 per 1K: ₹1,200.00 gross, ₹144.00 fee, ₹1,056.00 to the clipper)
    // and one awaiting the creator's review. On the sandbox they are videos of the clipper's linked channel,
    // measured when submitted hours ago; otherwise unmeasured, submitted now.
    const { measurement } = deps.config;
    const paidVideo = sandbox?.paid.videoId ?? 'Xk3vP9qL2mA';
    const paid = await submitClip(
      tx,
      clipper,
      {
        campaignId: cooking._id,
        clipLink: `https://www.youtube.com/shorts/${paidVideo}`,
        viewCount: DEMO_APPROVED_VIEWS,
        notes: 'The first bite of vada pav at Dadar station, with the vendor’s 30-year story.',
      },
      {
        platform: 'youtube_shorts',
        videoId: paidVideo,
        measured: sandbox && { video: sandbox.paid.video },
        now: sandbox?.paid.submittedAt ?? now,
        measurement,
        payable,
      },
    );
    await approveClip(tx, creator.id, paid._id, DEMO_APPROVED_VIEWS, {
      holdbackDays: deps.config.holdbackDays,
      now: sandbox?.paid.approvedAt ?? now,
    });
    // On the sandbox its holdback is over (approved eight days ago): released now, as the scheduler would, so the
    // clipper can try a withdrawal at once.
    if (sandbox) await releaseClip(tx, paid._id, now);
    const pendingVideo = sandbox?.pending.videoId ?? 'bT7nR4wZ8cE';
    await submitClip(
      tx,
      clipper,
      {
        campaignId: cooking._id,
        clipLink: `https://youtube.com/shorts/${pendingVideo}`,
        viewCount: DEMO_PENDING_VIEWS,
        notes: 'Chole bhature in Chandni Chowk: the sizzle, then the reaction.',
      },
      {
        platform: 'youtube_shorts',
        videoId: pendingVideo,
        measured: sandbox && { video: sandbox.pending.video },
        now: sandbox?.pending.submittedAt ?? now,
        measurement,
        payable,
      },
    );
  });
  return [DEMO_LOGINS.admin, DEMO_LOGINS.creator, DEMO_LOGINS.clipper];
}

/**
 * What every start does to the accounts: the demo seed on an empty database (unless SEED_DEMO=false), then
 * the admin from ADMIN_EMAIL / ADMIN_PASSWORD. In this order, because the seed only runs while no user exists,
 * and the configured admin would otherwise be that user. Returns the demo logins when it seeded.
 */
export async function prepareAccounts(deps: Deps): Promise<DemoLogin[] | null> {
  const logins = deps.config.seedDemo ? await seedDemo(deps) : null;
  if (deps.config.admin) await ensureAdmin(deps, deps.config.admin);
  return logins;
}
