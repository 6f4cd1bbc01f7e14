import { sendEmails } from '../mail/send-emails';
import { sendPushes } from '../push/send-pushes';
import { decideOverdueClips } from './decide-overdue-clips';
import { endCampaigns } from './end-campaigns';
import { refreshMeasurements } from './refresh-measurements';
import { refreshReelMeasurements } from './refresh-reel-measurements';
import { refreshInstagramTokens } from './refresh-instagram-tokens';
import { releaseHeldEarnings } from './release-held-earnings';
import { sendPayouts } from './send-payouts';
import type { SchedulerJob } from './scheduler';

/** The scheduler's jobs, in the order each run takes them (docs/trust.md#scheduler). */
export const schedulerJobs: readonly SchedulerJob[] = [
  refreshMeasurements,
  refreshReelMeasurements,
  refreshInstagramTokens,
  decideOverdueClips,
  endCampaigns,
  releaseHeldEarnings,
  sendPayouts,
  sendEmails,
  sendPushes,
];
