import { Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { FigureRowSkeleton } from '@web/components/dashboard-skeleton';
import { StackedTablePending } from '@web/components/stacked-table-pending';
import { AdminPayoutsFrame, PayoutList, failedColumns, inFlightColumns } from './admin-payouts-page';

/** /admin/payouts while it loads: the mode line, the status cards, the policy form and both lists in grey. */
export function AdminPayoutsPending() {
  return (
    <AdminPayoutsFrame>
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading payouts...</VisuallyHidden>
        <Stack gap="xl" aria-hidden>
          <Text size="lg">
            Mode: <Skeleton component="span" display="inline-block" height={18} width={120} />
          </Text>
          <FigureRowSkeleton count={5} cols={{ base: 2, sm: 3, md: 5 }} withHints />
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h3" mb="xs">
              Payout policy
            </Title>
            <Stack gap="md" maw={480}>
              <Skeleton height={60} />
              <Skeleton height={24} width={220} />
              <Skeleton height={36} width={72} />
            </Stack>
          </Card>
          <PayoutList id="payouts-in-flight-pending" title="In flight">
            <StackedTablePending columns={inFlightColumns} />
          </PayoutList>
          <PayoutList id="payouts-failed-pending" title="Failed or returned">
            <StackedTablePending columns={failedColumns} />
          </PayoutList>
        </Stack>
      </div>
    </AdminPayoutsFrame>
  );
}
