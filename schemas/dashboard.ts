import * as z from 'zod';
import { publicUser } from './auth';
import { campaign } from './campaign';
import { nextCursor } from './common';
import { clip } from './clip';
import { moneyNonNegative } from './money';

/** How many recent clips the clipper dashboard carries (its Overview shows them). */
export const RECENT_CLIPS_COUNT = 3;

export const userDashboardResponse = z.object({
  data: z.object({
    user: publicUser.extend({
      wallet: z.object({
        balance: moneyNonNegative,
        totalEarned: moneyNonNegative,
        /** Approved net still in its holdback (docs/trust.md#holdback): not in the balance yet. */
        held: moneyNonNegative,
        /** Estimated net of pending clips, from their claimed views. */
        pendingAmount: moneyNonNegative,
      }),
    }),
    /** The most recent clips only (the Overview's three); My Clips pages through GET /api/clips/my-clips. */
    userClips: z.array(clip),
    clipCounts: z.object({
      total: z.int().min(0),
      pending: z.int().min(0),
      approved: z.int().min(0),
      rejected: z.int().min(0),
    }),
    /** The most recently joined campaigns, GET /api/campaigns/joined's first page (the seed's `joinedCampaigns`). */
    joinedCampaigns: z.array(campaign),
    /** Where GET /api/campaigns/joined goes on from that page; null when it holds them all. */
    joinedCampaignsNextCursor: nextCursor,
    /** How many campaigns (not deleted) the clipper joined; the Joined Campaigns tab pages through GET /api/campaigns/joined. */
    joinedCampaignsCount: z.int().min(0),
    /** For the first-steps checklist: whether clips must come from a linked YouTube channel, and whether one is linked. */
    channel: z.object({ required: z.boolean(), linked: z.boolean() }),
  }),
});
export type UserDashboard = z.infer<typeof userDashboardResponse>['data'];

export const creatorDashboardResponse = z.object({
  data: z.object({
    /** The first page of the creator's campaigns, newest first (then GET /api/creator/campaigns). */
    campaigns: z.array(campaign),
    campaignsNextCursor: nextCursor,
    /** The first page of the review queue, oldest first (then GET /api/creator/pending-clips). */
    pendingClips: z.array(clip),
    pendingClipsNextCursor: nextCursor,
    stats: z.object({
      totalCampaigns: z.int().min(0),
      activeCampaigns: z.int().min(0),
      totalSpent: moneyNonNegative,
      totalViews: z.int().min(0),
      /** Clips waiting for the creator's review (the Pending Reviews tab's count). */
      pendingClipsCount: z.int().min(0),
      /** The creator's wallet: what a new campaign's budget can be reserved from. */
      availableBalance: moneyNonNegative,
    }),
  }),
});
export type CreatorDashboard = z.infer<typeof creatorDashboardResponse>['data'];
