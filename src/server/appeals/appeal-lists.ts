import { and, eq } from 'drizzle-orm';
import type { MessageKey, MessageValues } from '../../../messages/keys';
import type { AppealOverturn, OpenAppeal } from '../../../schemas/appeal';
import type { Locale } from '../../../schemas/locale';
import { formatRupees } from '../../../schemas/money';
import { approvalPayout, grossFor } from '../../../schemas/payout-math';
import { selectClipPage, toClip, type ClipRow } from '../clips/clip-view';
import { campaignTermsOf } from '../clips/pending-estimates';
import type { Db, Tx } from '../db/client';
import { translate } from '../i18n/catalogue';
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
  locale: Locale,
): Promise<{ appeals: OpenAppeal[]; nextCursor: string | null }> {
  const { page: rows, nextCursor } = await openAppealRows(db, null, page);
  return { appeals: rows.map((row) => ({ clip: toClip(row), overturn: overturnOf(row, locale) })), nextCursor };
}

/**
 * What overturning would pay now, by the rules an approval applies (payClip), and a warning the admin reads
 * (in `locale`) before deciding when it cannot pay or pays less than the views earn.
 */
export function overturnOf(row: ClipRow, locale: Locale): AppealOverturn {
  const say = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  const views = row.measuredViews ?? row.claimedViews;
  const terms = campaignTermsOf(row);
  const escrowLeft = Math.max(terms.remaining, 0);
  const { gross, net } = approvalPayout(views, row, terms);
  const preview = { views, gross, net, escrowLeft };
  if (row.campaignDeletedAt) return { ...preview, gross: 0, net: 0, escrowLeft: 0, warning: say('overturnDeleted') };
  if (row.videoAvailable === false) return { ...preview, warning: say('overturnVideoUnavailable') };
  if (views < 1) return { ...preview, warning: say('overturnNoViews') };
  if (views < terms.minPaidViews)
    return {
      ...preview,
      warning: say('overturnBelowMinimum', { views, minimum: terms.minPaidViews }),
    };
  if (escrowLeft === 0) return { ...preview, warning: say('overturnEmptyEscrow') };
  const earned = grossFor(views, row.payoutRate, Number.MAX_SAFE_INTEGER);
  const capped = terms.maxPayoutPerClip === null ? earned : Math.min(earned, terms.maxPayoutPerClip);
  if (gross < capped)
    return {
      ...preview,
      warning: say('overturnShortEscrow', {
        left: formatRupees(escrowLeft),
        pays: formatRupees(gross),
        earns: formatRupees(capped),
      }),
    };
  return { ...preview, warning: null };
}
