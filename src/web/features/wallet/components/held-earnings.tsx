import { Table, Text, Title } from '@mantine/core';
import type { ClipperWallet } from '@schemas/wallet';
import { formatRupees, heldUntilText } from '@web/lib/format';

/**
 * Each approval still in its holdback (docs/trust.md#holdback): its campaign, amount and release date. It
 * reaches Available to Withdraw on that date, lowered first if YouTube's count falls meanwhile.
 */
export function HeldEarnings({ holds }: { holds: ClipperWallet['holds'] }) {
  return (
    <section aria-labelledby="held-earnings-title">
      <Title order={2} size="h3" mb="xs" id="held-earnings-title">
        Held Earnings
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Approved earnings are held for a few days before they can be withdrawn. If YouTube removes views meanwhile,
        the payout is lowered to the views that remain.
      </Text>
      {holds.length === 0 ? (
        <Text c="dimmed">Nothing held right now.</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campaign</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Release</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holds.map((hold) => (
                <Table.Tr key={hold.clipId}>
                  <Table.Td>{hold.campaignTitle.trim() || 'Unknown Campaign'}</Table.Td>
                  <Table.Td ta="right">{formatRupees(hold.amount)}</Table.Td>
                  <Table.Td>{heldUntilText(hold.heldUntil)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
