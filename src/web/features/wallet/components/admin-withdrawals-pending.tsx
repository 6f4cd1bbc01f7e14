import { VisuallyHidden } from '@mantine/core';
import { StackedTablePending } from '@web/components/stacked-table-pending';
import { t } from '@web/lib/i18n';
import { AdminWithdrawalsFrame, StatusControl, withdrawalColumns } from './admin-withdrawals-page';

const nothing = () => undefined;

/** /admin/withdrawals while its first page loads: the status control (not yet usable) and the queue in grey. */
export function AdminWithdrawalsPending() {
  return (
    <AdminWithdrawalsFrame statusControl={<StatusControl status="requested" onChange={nothing} disabled />}>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('wallet.loadingWithdrawals')}</VisuallyHidden>
        <div aria-hidden>
          <StackedTablePending
            columns={withdrawalColumns({ onPay: nothing, onReject: nothing, payLabel: t('wallet.approve') })}
          />
        </div>
      </div>
    </AdminWithdrawalsFrame>
  );
}
