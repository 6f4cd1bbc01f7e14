import { and, eq } from 'drizzle-orm';
import { OVERTURN_DELETED, type AppealOverturn, type OpenAppeal } from '../../../schemas/appeal';
import { formatRupees } from '../../../schemas/money';
import { approvalPayout, grossFor } from '../../../schemas/payout-math';
import { selectClipPage, toClip, type ClipRow } from '../clips/clip-view';
import { campaignTermsOf } from '../clips/pending-estimates';
import type { Db, Tx } from '../db/client';
import { clips } from '../db/schema';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

type Page = { cursor?: string; limit?: number };

const openAppeals = eq(clips.appealStatus, 'open');

/** The page query (limit+1 rows) of open appeals, oldest first, a creator's or all; apart so a test can EXPLAIN it. */
export function openAppealsPageQuery(db: Db | Tx, creatorId: string | null, cursor: string | undefined, limit: number) {
  return selectClipPage(db, clips.appealedAt)
    .where(
      and(
        openAppeals,
        creatorId === null ? undefined : eq(clips.creatorId, creatorId),
        afterCursor(clips.appealedAt, clips.id, cursor, 'asc'),
      ),
    )
    .orderBy(...keysetOrder(clips.appealedAt, clips.id, 'asc'))
    .limit(limit + 1);
}

async function openAppealRows(db: Db | Tx, creatorId: string | null, page: Page) {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  return toPage(await openAppealsPageQuery(db, creatorId, page.cursor, limit), limit);
}

/** A creator's clips with an open appeal, oldest first: the ones they may still answer. */
export async function listCreatorAppeals(db: Db | Tx, creatorId: string, page: Page) {
  const { page: rows, nextCursor } = await openAppealRows(db, creatorId, page);
  return { clips: rows.map(toClip), nextCursor };
}

/** The admin's open appeals, oldest first, each with what overturning it would pay now. */
export async function listOpenAppeals(
  db: Db | Tx,
  page: Page,
): Promise<{ appeals: OpenAppeal[]; nextCursor: string | null }> {
  const { page: rows, nextCursor } = await openAppealRows(db, null, page);
  return { appeals: rows.map((row) => ({ clip: toClip(row), overturn: overturnOf(row) })), nextCursor };
}

const count = (views: number) => views.toLocaleString('en-IN');
const CANNOT_PAY = 'so overturning the rejection cannot pay it: uphold it or leave it open.';
const EMPTY_ESCROW =
  "The campaign's escrow is empty, so overturning the rejection cannot pay it: uphold it or leave it open.";

/**
 * What overturning would pay now, by the rules an approval applies (payClip), and a warning the admin reads
 * before deciding when it cannot pay or pays less than the views earn.
 */
export function overturnOf(row: ClipRow): AppealOverturn {
  const views = row.measuredViews ?? row.claimedViews;
  const terms = campaignTermsOf(row);
  const escrowLeft = Math.max(terms.remaining, 0);
  const { gross, net } = approvalPayout(views, row, terms);
  const preview = { views, gross, net, escrowLeft };
  if (row.campaignDeletedAt) return { ...preview, gross: 0, net: 0, escrowLeft: 0, warning: OVERTURN_DELETED };
  if (row.videoAvailable === false) return { ...preview, warning: `YouTube no longer shows this video, ${CANNOT_PAY}` };
  if (views < 1) return { ...preview, warning: `It has no views to pay for, ${CANNOT_PAY}` };
  if (views < terms.minPaidViews)
    return {
      ...preview,
      warning: `It has ${count(views)} views, below this campaign's minimum of ${count(terms.minPaidViews)}, ${CANNOT_PAY}`,
    };
  if (escrowLeft === 0) return { ...preview, warning: EMPTY_ESCROW };
  const earned = grossFor(views, row.payoutRate, Number.MAX_SAFE_INTEGER);
  const capped = terms.maxPayoutPerClip === null ? earned : Math.min(earned, terms.maxPayoutPerClip);
  if (gross < capped)
    return {
      ...preview,
      warning: `The campaign's escrow has ${formatRupees(escrowLeft)} left: overturning pays ${formatRupees(gross)}, not the ${formatRupees(capped)} its views earn.`,
    };
  return { ...preview, warning: null };
}
