import { and, asc, isNotNull, isNull, lte } from 'drizzle-orm';
import { endCampaign } from '../campaigns/campaign-end';
import { campaigns } from '../db/schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import type { SchedulerJob } from './scheduler';

/** Campaigns ended per run at most; the next run takes the rest. */
const ENDS_PER_RUN = 200;

/**
 * Campaign end dates (docs/product.md#campaign-dates): every live campaign whose end came and was not processed
 * (the partial campaigns_due_end_idx), each in its own transaction, soonest first.
 */
export const endCampaigns: SchedulerJob = {
  name: 'end-campaigns',
  async run(deps: Deps, now: Date) {
    const due = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(
          isNotNull(campaigns.endsAt),
          isNull(campaigns.endedAt),
          isNull(campaigns.deletedAt),
          lte(campaigns.endsAt, now),
        ),
      )
      .orderBy(asc(campaigns.endsAt), asc(campaigns.id))
      .limit(ENDS_PER_RUN);
    for (const { id } of due) await commitChange(deps, (tx) => endCampaign(tx, id, now));
  },
};
