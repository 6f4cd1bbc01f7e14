import * as z from 'zod';
import { publicUser } from './auth';
import { campaign } from './campaign';
import { clip } from './clip';
import { moneyNonNegative } from './money';

export const userDashboardResponse = z.object({
  data: z.object({
    user: publicUser.extend({
      wallet: z.object({
        balance: moneyNonNegative,
        totalEarned: moneyNonNegative,
        /** Estimated net of pending clips, from their claimed views. */
        pendingAmount: moneyNonNegative,
      }),
    }),
    userClips: z.array(clip),
    joinedCampaigns: z.array(campaign),
  }),
});
export type UserDashboard = z.infer<typeof userDashboardResponse>['data'];

export const creatorDashboardResponse = z.object({
  data: z.object({
    campaigns: z.array(campaign),
    pendingClips: z.array(clip),
    stats: z.object({
      totalCampaigns: z.int().min(0),
      activeCampaigns: z.int().min(0),
      totalSpent: moneyNonNegative,
      totalViews: z.int().min(0),
      /** The creator's wallet: what a new campaign's budget can be reserved from. */
      availableBalance: moneyNonNegative,
    }),
  }),
});
export type CreatorDashboard = z.infer<typeof creatorDashboardResponse>['data'];
