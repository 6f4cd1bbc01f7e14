import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { AdminWallet } from '@schemas/admin';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { adminWalletQuery } from '../api/wallet-queries';
import { AdminPageFrame } from './admin-page-frame';
import { AdminWithdrawModal } from './admin-withdraw-modal';
import { HistoryLimitNote } from './history-limit-note';
import { signedRupees } from './labels';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

export const ADMIN_WALLET_FAILED = 'Failed to load admin wallet. Please try again.';

/** What the route waits for (routes/admin-wallet.tsx). */
export const ensureAdminWallet = (client: QueryClient) => client.ensureQueryData(adminWalletQuery());

const typeLabel = { platform_fee: 'Admin Fee', withdrawal: 'Withdrawal' } as const;

type AdminWalletLine = AdminWallet['transactions'][number];

export const adminWalletColumns: StackedColumn<AdminWalletLine>[] = [
  { header: 'Date', cell: (t) => formatDateTime(t.timestamp), nowrap: true },
  { header: 'Type', cell: (t) => typeLabel[t.type] },
  {
    header: 'Amount',
    cell: (t) => (
      <Text span inherit fw={600} c={t.amount < 0 ? 'red' : 'green'}>
        {signedRupees(t.amount)}
      </Text>
    ),
    numeric: true,
    nowrap: true,
  },
  { header: 'Description', cell: (t) => t.description },
];

function History({ transactions }: { transactions: AdminWallet['transactions'] }) {
  if (transactions.length === 0) return <Text c="dimmed">No admin fees collected yet.</Text>;
  return <StackedTable columns={adminWalletColumns} rows={transactions} rowKey={(t) => t._id} />;
}

/** The wallet's frame (AdminPageFrame), shared with its placeholder. */
export function AdminWalletFrame({ children }: { children: ReactNode }) {
  return (
    <AdminPageFrame title="Admin Wallet" siblings={[{ to: '/admin/withdrawals', label: 'Withdrawal requests' }]}>
      {children}
    </AdminPageFrame>
  );
}

/** The 12% note under the balance, the same in the placeholder. */
export const FEES_NOTE = `Admin fees (${FEE_SHARE}) are collected from clip payouts: clippers receive ${CLIPPER_SHARE} of each payout.`;

/** /admin/wallet (docs/product.md#screens-and-routes): balance, the 12% note, Withdraw Funds and the fee history. */
export function AdminWalletPage() {
  // The route waited for it: here it is always there.
  const { data } = useSuspenseQuery(adminWalletQuery());
  const [withdrawing, setWithdrawing] = useState(false);

  return (
    <AdminWalletFrame>
      <Stack gap="xl">
        <Card withBorder radius="md" padding="lg" role="group" aria-label="Current Balance">
          <Text size="sm" c="dimmed">
            Current Balance
          </Text>
          <Text fw={700} size="2rem">
            {formatRupees(data.currentBalance)}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {FEES_NOTE}
          </Text>
          <Text size="sm" mt="xs" data-testid="fee-withdrawable">
            Withdrawable now: {formatRupees(data.withdrawableBalance)}
            {data.withdrawableBalance < data.currentBalance
              ? ` (${formatRupees(data.currentBalance - data.withdrawableBalance)} is the fee share of payouts still held, which goes back to the campaign if YouTube's count falls)`
              : ''}
          </Text>
          <Group mt="md">
            <Button onClick={() => setWithdrawing(true)} disabled={data.withdrawableBalance <= 0}>
              Withdraw Funds
            </Button>
          </Group>
        </Card>
        <section aria-labelledby="admin-wallet-history">
          <Title order={2} size="h3" mb="sm" id="admin-wallet-history">
            Transaction History
          </Title>
          <History transactions={data.transactions} />
          <HistoryLimitNote count={data.transactions.length}>
            Every movement is in <Link to="/admin/transactions">Transactions</Link>.
          </HistoryLimitNote>
        </section>
      </Stack>
      {withdrawing ? (
        <AdminWithdrawModal balancePaise={data.withdrawableBalance} onClose={() => setWithdrawing(false)} />
      ) : null}
    </AdminWalletFrame>
  );
}
