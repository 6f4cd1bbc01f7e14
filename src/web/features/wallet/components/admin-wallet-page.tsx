import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { AdminWallet } from '@schemas/admin';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { RichMessage } from '@web/components/rich-message';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { adminWalletQuery } from '../api/wallet-queries';
import { AdminPageFrame } from './admin-page-frame';
import { AdminWithdrawModal } from './admin-withdraw-modal';
import { feeLineText } from './fee-line-text';
import { HistoryLimitNote } from './history-limit-note';
import { signedRupees } from './labels';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

/** The screen's message when it cannot load (a function: read in the reader's language when shown). */
export const adminWalletLoadFailed = () => t('wallet.adminWalletFailed');
/** What the route waits for (routes/admin-wallet.tsx). */
export const ensureAdminWallet = (client: QueryClient) => client.ensureQueryData(adminWalletQuery());

type AdminWalletLine = AdminWallet['transactions'][number];

const typeLabel = (type: AdminWalletLine['type']) =>
  t(type === 'platform_fee' ? 'wallet.adminTypeFee' : 'wallet.adminTypeWithdrawal');

/** The history's columns, their headers in the reader's language (built in render). */
export const adminWalletColumns = (): StackedColumn<AdminWalletLine>[] => [
  { header: t('wallet.colDate'), cell: (line) => formatDateTime(line.timestamp), nowrap: true },
  { header: t('wallet.colType'), cell: (line) => typeLabel(line.type) },
  {
    header: t('wallet.colAmount'),
    cell: (line) => (
      <Text span inherit fw={600} c={line.amount < 0 ? 'red' : 'green'}>
        {signedRupees(line.amount)}
      </Text>
    ),
    numeric: true,
    nowrap: true,
  },
  { header: t('wallet.colDescription'), cell: feeLineText },
];

function History({ transactions }: { transactions: AdminWallet['transactions'] }) {
  if (transactions.length === 0) return <Text c="dimmed">{t('wallet.noAdminFees')}</Text>;
  return <StackedTable columns={adminWalletColumns()} rows={transactions} rowKey={(line) => line._id} />;
}

/** The wallet's frame (AdminPageFrame), shared with its placeholder. */
export function AdminWalletFrame({ children }: { children: ReactNode }) {
  return (
    <AdminPageFrame
      title={t('wallet.adminWalletTitle')}
      siblings={[{ to: '/admin/withdrawals', label: t('wallet.withdrawalRequestsLink') }]}
    >
      {children}
    </AdminPageFrame>
  );
}

/** The 12% note under the balance, the same in the placeholder. */
export const feesNote = () => t('wallet.feesNote', { fee: FEE_SHARE, clipperShare: CLIPPER_SHARE });

/** /admin/wallet (docs/product.md#screens-and-routes): balance, the 12% note, Withdraw Funds and the fee history. */
export function AdminWalletPage() {
  // The route waited for it: here it is always there.
  const { data } = useSuspenseQuery(adminWalletQuery());
  const [withdrawing, setWithdrawing] = useState(false);

  return (
    <AdminWalletFrame>
      <Stack gap="xl">
        <Card withBorder radius="md" padding="lg" role="group" aria-label={t('wallet.currentBalance')}>
          <Text size="sm" c="dimmed">
            {t('wallet.currentBalance')}
          </Text>
          <Text fw={700} size="2rem">
            {formatRupees(data.currentBalance)}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {feesNote()}
          </Text>
          <Text size="sm" mt="xs" data-testid="fee-withdrawable">
            {data.withdrawableBalance < data.currentBalance
              ? t('wallet.withdrawableNowHeld', {
                  amount: formatRupees(data.withdrawableBalance),
                  held: formatRupees(data.currentBalance - data.withdrawableBalance),
                })
              : t('wallet.withdrawableNow', { amount: formatRupees(data.withdrawableBalance) })}
          </Text>
          <Group mt="md">
            <Button onClick={() => setWithdrawing(true)} disabled={data.withdrawableBalance <= 0}>
              {t('wallet.withdrawFunds')}
            </Button>
          </Group>
        </Card>
        <section aria-labelledby="admin-wallet-history">
          <Title order={2} size="h3" mb="sm" id="admin-wallet-history">
            {t('wallet.transactionHistory')}
          </Title>
          <History transactions={data.transactions} />
          <HistoryLimitNote count={data.transactions.length}>
            <RichMessage
              id="wallet.everyMovement"
              tags={{ 0: (words) => <Link to="/admin/transactions">{words}</Link> }}
            />
          </HistoryLimitNote>
        </section>
      </Stack>
      {withdrawing ? (
        <AdminWithdrawModal balancePaise={data.withdrawableBalance} onClose={() => setWithdrawing(false)} />
      ) : null}
    </AdminWalletFrame>
  );
}
