import { Badge, Table, Text, Title } from '@mantine/core';
import type { Withdrawal } from '@schemas/wallet';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { withdrawalStatusColor, withdrawalStatusLabel } from './labels';

/** The clipper's own withdrawal requests with their status (requested, paid, rejected). */
export function WithdrawalRequests({ withdrawals }: { withdrawals: Withdrawal[] }) {
  return (
    <section aria-labelledby="withdrawal-requests-title">
      <Title order={2} size="h3" mb="sm" id="withdrawal-requests-title">
        Withdrawal Requests
      </Title>
      {withdrawals.length === 0 ? (
        <Text c="dimmed">No withdrawal requests yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>UPI ID</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Reference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withdrawals.map((w) => (
                <Table.Tr key={w._id}>
                  <Table.Td>{formatDateTime(w.createdAt)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(w.amount)}</Table.Td>
                  <Table.Td>{w.upiId}</Table.Td>
                  <Table.Td>
                    <Badge color={withdrawalStatusColor[w.status]} variant="light">
                      {withdrawalStatusLabel[w.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{w.reference ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
