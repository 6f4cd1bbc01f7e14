import { decideOverdueClips } from './decide-overdue-clips';
import type { SchedulerJob } from './scheduler';

/** The scheduler's jobs, in the order each run takes them (docs/trust.md#scheduler). */
export const schedulerJobs: readonly SchedulerJob[] = [decideOverdueClips];
