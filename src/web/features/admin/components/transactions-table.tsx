import { Badge, Table, Text } from '@mantine/core';
import type { AdminTransaction } from '@schemas/admin';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { transactionTypeLabel, transactionUser } from './labels';

/** Ledger transactions as rows: date, user, type, amount, and (on the full list) what happened. */
export function TransactionsTable({ transactions, withDescription }: { transactions: AdminTransaction[]; withDescription?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={withDescription ? 800 : 560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            {withDescription ? <Table.Th>Description</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((t) => (
            <Table.Tr key={t._id}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(t.timestamp)}
                </Text>
              </Table.Td>
              <Table.Td>{transactionUser(t.userId)}</Table.Td>
              <Table.Td>
                <Badge variant="light" miw="max-content" color={t.type === 'payout' ? 'green' : t.type === 'topup' ? 'blue' : 'gray'}>
                  {transactionTypeLabel[t.type]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(t.amount)}
              </Table.Td>
              {withDescription ? <Table.Td>{t.description}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
