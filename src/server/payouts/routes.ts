import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { callLocale } from '../i18n/request-locale';
import { earningsStatementCsv } from './earnings-statement';
import { payoutsOverview, updatePayoutPolicy } from './payout-admin';
import { readPayoutPolicy } from './payout-settings';
import { handlePayoutWebhook } from './payout-webhook';
import { checkUpiId, listSavedUpiIds, rememberUpiName } from './upi-ids';
import { recordAudit } from '../accounts/audit';

/** Automatic payouts (docs/payouts.md): the provider's webhook, Admin > Payouts, UPI IDs and yearly statements. */
export function payoutRoutes(deps: Deps) {
  const { db } = deps;
  return routeTable(deps)
    .serve(routes.payoutWebhook, async (c) => {
      // The signature covers the exact bytes, so the body is read raw, never re-serialised.
      const rawBody = await c.req.text();
      const message = await handlePayoutWebhook(deps, rawBody, c.req.header('X-Razorpay-Signature'));
      return send(c, routes.payoutWebhook, { message });
    })
    .serve(routes.adminPayouts, async (c) => {
      const data = await db.transaction((tx) => payoutsOverview(tx, deps.config.payouts.mode));
      return send(c, routes.adminPayouts, { data });
    })
    .serve(routes.updatePayoutPolicy, async (c, { user }) => {
      const input = await readBody(c, routes.updatePayoutPolicy);
      const policy = await commitChange(deps, async (tx) => {
        const before = await readPayoutPolicy(tx);
        const saved = await updatePayoutPolicy(tx, input);
        const audit = { actorId: user.id, objectType: 'platform', objectId: 'payouts' } as const;
        await recordAudit(tx, { ...audit, action: 'payouts.policy', before: { ...before }, after: { ...saved } });
        return saved;
      });
      return send(c, routes.updatePayoutPolicy, { message: say(c, 'payoutSettingsSaved'), policy });
    })
    .serve(routes.savedUpiIds, async (c, { user }) => {
      const upiIds = await listSavedUpiIds(db, user.id);
      return send(c, routes.savedUpiIds, { upiIds });
    })
    .serve(routes.validateUpiId, async (c, { user }) => {
      const { upiId } = await readBody(c, routes.validateUpiId);
      // The provider is asked with no DB transaction open.
      const check = await checkUpiId(deps.payouts, user, upiId, callLocale(c));
      const name = check.registeredName;
      if (name !== null) await commitChange(deps, (tx) => rememberUpiName(tx, user.id, upiId, name));
      return send(c, routes.validateUpiId, check);
    })
    .serve(routes.earningsStatement, async (c, { user }) => {
      const { year } = readQuery(c, routes.earningsStatement);
      const csv = await earningsStatementCsv(db, user.id, year);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="clipmandi-statement-FY${year}-${String((year + 1) % 100).padStart(2, '0')}.csv"`,
        'Cache-Control': 'no-store',
      });
    }).app;
}
