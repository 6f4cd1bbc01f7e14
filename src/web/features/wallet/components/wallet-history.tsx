import { Table, Text, Title } from '@mantine/core';
import type { WalletTransaction } from '@schemas/wallet';
import { formatDateTime } from '@web/lib/format';
import { HistoryLimitNote } from './history-limit-note';
import { signedRupees, walletTypeLabel } from './labels';

/** A wallet's own lines, newest first: date, type, signed amount, description. */
export function WalletHistory({ transactions }: { transactions: WalletTransaction[] }) {
  return (
    <section aria-labelledby="wallet-history-title">
      <Title order={2} size="h3" mb="sm" id="wallet-history-title">
        Transaction History
      </Title>
      {transactions.length === 0 ? (
        <Text c="dimmed">No transactions yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Description</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transactions.map((t) => (
                <Table.Tr key={t._id}>
                  <Table.Td>{formatDateTime(t.timestamp)}</Table.Td>
                  <Table.Td>{walletTypeLabel[t.type]}</Table.Td>
                  <Table.Td ta="right" c={t.amount < 0 ? 'red' : 'green'} fw={600}>
                    {signedRupees(t.amount)}
                  </Table.Td>
                  <Table.Td>{t.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <HistoryLimitNote count={transactions.length} />
    </section>
  );
}
