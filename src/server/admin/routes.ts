import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { listAllCampaigns } from './campaign-list';
import { setCampaignStatus } from './campaign-status';
import { listPaymentEvents } from './payment-event-list';
import { listAdminReviewQueue } from './review-queue';
import { adminApproveClip, adminRejectClip } from './review-queue-decisions';
import { platformStats } from './platform-stats';
import { listTransactions } from './transaction-list';
import { transactionsCsvStream } from './transactions-csv';
import { listUsers } from './user-list';
import { recordAudit } from '../accounts/audit';

/** Today's date in the admin's zone, for the export's file name. */
function localDate(tzOffset: number): string {
  return new Date(Date.now() + tzOffset * 60_000).toISOString().slice(0, 10);
}

/** The admin's reads of the whole platform (stats, people, campaigns, ledger) and campaign pause/resume. */
export function adminRoutes(deps: Deps) {
  const { db } = deps;
  return routeTable(deps)
    .serve(routes.adminStats, async (c) => {
      const data = await db.transaction((tx) => platformStats(tx), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      return send(c, routes.adminStats, { data });
    })
    .serve(routes.adminUsers, async (c) => {
      const query = readQuery(c, routes.adminUsers);
      const data = await db.transaction((tx) => listUsers(tx, query));
      return send(c, routes.adminUsers, { data });
    })
    .serve(routes.adminCampaigns, async (c) => {
      const query = readQuery(c, routes.adminCampaigns);
      const data = await db.transaction((tx) => listAllCampaigns(tx, query));
      return send(c, routes.adminCampaigns, { data });
    })
    .serve(routes.adminCampaignStatus, async (c, { user, params: { id } }) => {
      const body = await readBody(c, routes.adminCampaignStatus);
      // The creator's reads carry campaign:<id>.
      const result = await commitChange(deps, async (tx) => {
        const changed = await setCampaignStatus(tx, id, body.status);
        const audit = { actorId: user.id, objectType: 'campaign', objectId: id } as const;
        await recordAudit(tx, { ...audit, action: 'campaign.status', after: { status: changed.campaign.status } });
        return changed;
      });
      return send(c, routes.adminCampaignStatus, { ...result, message: say(c, result.message) });
    })
    .serve(routes.adminTransactions, async (c) => {
      const query = readQuery(c, routes.adminTransactions);
      const data = await db.transaction((tx) => listTransactions(tx, query));
      return send(c, routes.adminTransactions, { data });
    })
    .serve(routes.adminPaymentEvents, async (c) => {
      const query = readQuery(c, routes.adminPaymentEvents);
      const data = await db.transaction((tx) => listPaymentEvents(tx, query));
      return send(c, routes.adminPaymentEvents, { data });
    })
    .serve(routes.adminReviewQueue, async (c) => {
      const page = readQuery(c, routes.adminReviewQueue);
      return send(c, routes.adminReviewQueue, await listAdminReviewQueue(db, page));
    })
    .serve(routes.adminApproveClip, async (c, { user, params: { id } }) => {
      const { viewCount } = await readBody(c, routes.adminApproveClip);
      const options = { holdbackDays: deps.config.holdbackDays, now: new Date() };
      const { clip } = await commitChange(deps, async (tx) => {
        // Recorded first, so the clip answered names its admin; a refusal rolls both back.
        const [before, after] = [{ status: 'pending' }, { status: 'approved', viewCount }];
        const audit = { actorId: user.id, objectType: 'clip', objectId: id, before, after } as const;
        await recordAudit(tx, { ...audit, action: 'clip.approve' });
        return adminApproveClip(tx, id, viewCount, options);
      });
      return send(c, routes.adminApproveClip, { message: say(c, 'clipApprovedFromQueue'), clip });
    })
    .serve(routes.adminRejectClip, async (c, { user, params: { id } }) => {
      const { reason, note } = await readBody(c, routes.adminRejectClip);
      const rejection = { reason, note: note || null };
      const { clip } = await commitChange(deps, async (tx) => {
        const [before, after] = [{ status: 'pending' }, { status: 'rejected', ...rejection }];
        const audit = { actorId: user.id, objectType: 'clip', objectId: id, before, after } as const;
        await recordAudit(tx, { ...audit, action: 'clip.reject' });
        return adminRejectClip(tx, id, rejection, new Date());
      });
      return send(c, routes.adminRejectClip, { message: say(c, 'clipRejectedFromQueue'), clip });
    })
    .serve(routes.adminTransactionsCsv, (c) => {
      const filters = readQuery(c, routes.adminTransactionsCsv);
      return c.body(transactionsCsvStream(db, filters), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="transactions-${localDate(filters.tzOffset ?? 0)}.csv"`,
        'Cache-Control': 'no-store',
      });
    }).app;
}
