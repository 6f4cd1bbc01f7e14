import { Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { FigureRowSkeleton } from '@web/components/dashboard-skeleton';
import { StackedTablePending } from '@web/components/stacked-table-pending';
import { RichMessage } from '@web/components/rich-message';
import { t } from '@web/lib/i18n';
import { AdminPayoutsFrame, PayoutList, failedColumns, inFlightColumns } from './admin-payouts-page';

/** /admin/payouts while it loads: the mode line, the status cards, the policy form and both lists in grey. */
export function AdminPayoutsPending() {
  return (
    <AdminPayoutsFrame>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('wallet.loadingPayouts')}</VisuallyHidden>
        <Stack gap="xl" aria-hidden>
          <Text size="lg">
            {/* The mode's words in grey, where the page writes them. */}
            <RichMessage
              id="wallet.modeLine"
              values={{ mode: '' }}
              tags={{ 0: () => <Skeleton component="span" display="inline-block" height={18} width={120} /> }}
            />
          </Text>
          <FigureRowSkeleton count={5} cols={{ base: 2, sm: 3, md: 5 }} withHints />
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h3" mb="xs">
              {t('wallet.payoutPolicy')}
            </Title>
            <Stack gap="md" maw={480}>
              <Skeleton height={60} />
              <Skeleton height={24} width={220} />
              <Skeleton height={36} width={72} />
            </Stack>
          </Card>
          <PayoutList id="payouts-in-flight-pending" title={t('wallet.inFlight')}>
            <StackedTablePending columns={inFlightColumns()} />
          </PayoutList>
          <PayoutList id="payouts-failed-pending" title={t('wallet.failedOrReturned')}>
            <StackedTablePending columns={failedColumns()} />
          </PayoutList>
        </Stack>
      </div>
    </AdminPayoutsFrame>
  );
}
