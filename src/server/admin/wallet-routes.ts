import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { platformFeeWallet, withdrawPlatformFees } from '../wallet/platform-fee-wallet';
import { say } from '../http/say';
import { PAYMENT_REFERENCE_REQUIRED } from '../../../schemas/admin';
import { sendPayout } from '../payouts/send-payout';
import { badRequest, notFound } from '../refusals';
import { approveWithdrawal, settleWithdrawal } from '../wallet/settle-withdrawal';
import { readWithdrawal } from '../wallet/withdrawal-view';
import { listWithdrawals } from '../wallet/withdrawal-queue';
import { recordAudit } from '../accounts/audit';

/** The admin wallet (platform fees and their withdrawal) and the queue of clipper withdrawals. */
export function adminWalletRoutes(deps: Deps) {
  const { db } = deps;
  return routeTable(deps)
    .serve(routes.adminWallet, async (c) => {
      const data = await db.transaction((tx) => platformFeeWallet(tx));
      return send(c, routes.adminWallet, { data });
    })
    .serve(routes.adminWithdraw, async (c, { user }) => {
      const { amount } = await readBody(c, routes.adminWithdraw);
      const adminId = user.id;
      const data = await commitChange(deps, async (tx) => {
        const withdrawn = await withdrawPlatformFees(tx, adminId, amount);
        const audit = { actorId: adminId, objectType: 'platform', objectId: 'fees', after: { amount } } as const;
        await recordAudit(tx, { ...audit, action: 'fees.withdraw' });
        return withdrawn;
      });
      return send(c, routes.adminWithdraw, { message: say(c, 'feeWithdrawalDone'), data });
    })
    .serve(routes.adminWithdrawals, async (c) => {
      const query = readQuery(c, routes.adminWithdrawals);
      const data = await db.transaction((tx) => listWithdrawals(tx, query));
      return send(c, routes.adminWithdrawals, { data });
    })
    .serve(routes.payWithdrawal, async (c, { user, params: { id } }) => {
      const { reference } = await readBody(c, routes.payWithdrawal);
      const { payouts } = deps;
      const audit = { actorId: user.id, action: 'withdrawal.pay', objectType: 'withdrawal', objectId: id } as const;
      const before = { status: 'requested' };
      if (payouts) {
        // The provider pays: approve, then send with no DB transaction open (docs/payouts.md#sending).
        await commitChange(deps, async (tx) => {
          await approveWithdrawal(tx, id);
          await recordAudit(tx, { ...audit, before, after: { status: 'sending' } });
        });
        await sendPayout(deps, payouts, id);
        const withdrawal = await readWithdrawal(db, id);
        if (!withdrawal) throw notFound('withdrawalNotFound');
        return send(c, routes.payWithdrawal, { message: say(c, 'withdrawalApprovedSent'), withdrawal });
      }
      if (reference === undefined) throw badRequest(PAYMENT_REFERENCE_REQUIRED);
      const withdrawal = await commitChange(deps, async (tx) => {
        // Recorded first, so the withdrawal answered names its admin; a refusal rolls both back.
        await recordAudit(tx, { ...audit, before, after: { status: 'paid', reference } });
        return settleWithdrawal(tx, id, { outcome: 'paid', reference });
      });
      return send(c, routes.payWithdrawal, { message: say(c, 'withdrawalMarkedPaid'), withdrawal });
    })
    .serve(routes.rejectWithdrawal, async (c, { user, params: { id } }) => {
      const { reason } = await readBody(c, routes.rejectWithdrawal);
      const withdrawal = await commitChange(deps, async (tx) => {
        const audit = { actorId: user.id, objectType: 'withdrawal', objectId: id } as const;
        const [before, after] = [{ status: 'requested' }, { status: 'rejected', reason: reason ?? null }];
        await recordAudit(tx, { ...audit, action: 'withdrawal.reject', before, after });
        return settleWithdrawal(tx, id, { outcome: 'rejected', reason });
      });
      return send(c, routes.rejectWithdrawal, { message: say(c, 'withdrawalRejected'), withdrawal });
    }).app;
}
