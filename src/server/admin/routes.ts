import { Hono } from 'hono';
import { routes } from '../../../schemas/routes';
import { requireSession } from '../auth/session';
import type { AppEnv, Deps } from '../deps';
import { changeTags as tag, tagList } from '../feed/change-tags';
import { commitChange } from '../feed/commit-change';
import { readBody, readId, readQuery, send } from '../http/contract';
import { listAllCampaigns } from './campaign-list';
import { CAMPAIGN_NOT_FOUND, setCampaignStatus } from './campaign-status';
import { platformStats } from './platform-stats';
import { listTransactions } from './transaction-list';
import { transactionsCsvStream } from './transactions-csv';
import { listUsers } from './user-list';

/** Today's date in the admin's zone, for the export's file name. */
function localDate(tzOffset: number): string {
  return new Date(Date.now() + tzOffset * 60_000).toISOString().slice(0, 10);
}

/** The admin's reads of the whole platform (stats, people, campaigns, ledger) and campaign pause/resume. */
export function adminRoutes(deps: Deps) {
  // Per route, not `use('/api/admin/*')`: the admin wallet module mounts its own routes on the same prefix.
  const adminOnly = requireSession(deps, 'admin');
  const { db } = deps;
  return new Hono<AppEnv>()
    .get(routes.adminStats.path, adminOnly, async (c) => {
      const data = await db.transaction((tx) => platformStats(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
      return send(c, routes.adminStats, { data });
    })
    .get(routes.adminUsers.path, adminOnly, async (c) => {
      const query = readQuery(c, routes.adminUsers);
      const data = await db.transaction((tx) => listUsers(tx, query));
      return send(c, routes.adminUsers, { data });
    })
    .get(routes.adminCampaigns.path, adminOnly, async (c) => {
      const query = readQuery(c, routes.adminCampaigns);
      const data = await db.transaction((tx) => listAllCampaigns(tx, query));
      return send(c, routes.adminCampaigns, { data });
    })
    .patch(routes.adminCampaignStatus.path, adminOnly, async (c) => {
      const id = readId(c, CAMPAIGN_NOT_FOUND);
      const body = await readBody(c, routes.adminCampaignStatus);
      // The creator's reads carry campaign:<id>.
      const result = await commitChange(deps, (tx) => setCampaignStatus(tx, id, body.status), () =>
        tagList(tag.campaign(id), tag.campaigns, tag.platform),
      );
      return send(c, routes.adminCampaignStatus, result);
    })
    .get(routes.adminTransactions.path, adminOnly, async (c) => {
      const query = readQuery(c, routes.adminTransactions);
      const data = await db.transaction((tx) => listTransactions(tx, query));
      return send(c, routes.adminTransactions, { data });
    })
    .get(routes.adminTransactionsCsv.path, adminOnly, (c) => {
      const filters = readQuery(c, routes.adminTransactionsCsv);
      return c.body(transactionsCsvStream(db, filters), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="transactions-${localDate(filters.tzOffset ?? 0)}.csv"`,
        'Cache-Control': 'no-store',
      });
    });
}
