import type { AuthResponse } from '@schemas/auth';
import { callOver } from '../api/server-process';
import type { E2e } from './harness';

export const SEED_ADMIN = { email: 'seed-admin@e2e.example.com', password: 'admin-e2e-password' };
/** The environment startE2e needs for seedMarketplace's admin. */
export const SEED_ADMIN_ENV = { ADMIN_EMAIL: SEED_ADMIN.email, ADMIN_PASSWORD: SEED_ADMIN.password };

export type Seeded = {
  admin: AuthResponse;
  creator: AuthResponse;
  clipper: AuthResponse;
  /** The creator's funded campaign the clipper joined. */
  campaignId: string;
  campaignTitle: string;
  /** The clipper's clip waiting for the creator's review. */
  pendingClipId: string;
};

const CAMPAIGN = {
  description: 'Cut the best overs of the series into Shorts, with the score on screen.',
  requirements: 'Vertical, under 60 seconds, no music over the commentary.',
  youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  payoutPer1000Views: 20,
  totalBudget: 1000,
};

/**
 * A marketplace with something in every list and badge, set up through the real API: a creator with a funded
 * wallet and two campaigns (one with a long title, as people write them), a clipper who joined one with an
 * approved clip, a rejected one and one waiting for review, and a withdrawal waiting in the admin's queue.
 */
export async function seedMarketplace(e2e: E2e): Promise<Seeded> {
  const base = e2e.baseUrl;
  const admin = await callOver(base, 'adminLogin', { body: SEED_ADMIN });
  const creator = await e2e.signup('creator', 'Meera Creator');
  const { order } = await callOver(base, 'topup', { token: creator.token, body: { amount: 5000 } }, 201);
  const payment = await callOver(base, 'sandboxPay', { body: { order_id: order.id } });
  await callOver(base, 'verifyPayment', { token: creator.token, body: payment });
  const campaignTitle = 'Cricket Highlights';
  const created = await callOver(
    base,
    'createCampaign',
    { token: creator.token, body: { ...CAMPAIGN, title: campaignTitle } },
    201,
  );
  const campaignId = created.campaign._id;
  const longTitle = 'Weekly Tamil-language cooking show: every recipe cut into its own sixty-second short';
  await callOver(
    base,
    'createCampaign',
    { token: creator.token, body: { ...CAMPAIGN, title: longTitle, payoutPer1000Views: 35.5 } },
    201,
  );

  const clipper = await e2e.signup('user', 'Kiran Clipper');
  await callOver(base, 'joinCampaign', { token: clipper.token, params: { id: campaignId } });
  const submit = async (video: string, viewCount: number) =>
    (
      await callOver(
        base,
        'submitClip',
        { token: clipper.token, body: { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount } },
        201,
      )
    ).clip._id;
  const approved = await submit('tourClip001', 12_345);
  await callOver(base, 'approveClip', { token: creator.token, params: { id: approved }, body: { viewCount: 12_345 } });
  await callOver(base, 'rejectClip', { token: creator.token, params: { id: await submit('tourClip002', 800) } });
  const pendingClipId = await submit('tourClip003', 10_000);
  await callOver(base, 'withdraw', { token: clipper.token, body: { amount: 50, upiId: 'kiran@upi' } }, 201);
  return { admin, creator, clipper, campaignId, campaignTitle, pendingClipId };
}
