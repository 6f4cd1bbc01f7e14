import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebMessageKey } from '@messages/keys';
import type { PaymentEvent } from '@schemas/admin';
import { LoadMore } from '@web/components/load-more';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { paymentEventsQuery, type PaymentEventKind } from '../api/payment-events-query';
import { ListStates } from './list-states';
import { firstPageFailure } from '@web/lib/list-failure';

const KIND_LABEL: Record<PaymentEventKind, WebMessageKey> = {
  refund: 'admin.kindRefund',
  dispute: 'admin.kindDispute',
};

// The provider's statuses (payments/reversal-event.ts: refunds created, processed, failed; disputes open, won, lost,
// and Razorpay's others). A Map, as the status is the provider's text: `__proto__` must find nothing.
const STATUS_LABEL = new Map<string, WebMessageKey>([
  ['created', 'admin.eventCreated'],
  ['pending', 'admin.eventPending'],
  ['processed', 'admin.eventProcessed'],
  ['failed', 'admin.eventFailed'],
  ['open', 'admin.eventOpen'],
  ['under_review', 'admin.eventUnderReview'],
  ['action_required', 'admin.eventActionRequired'],
  ['won', 'admin.eventWon'],
  ['lost', 'admin.eventLost'],
  ['closed', 'admin.eventClosed'],
]);
/** A status in words; one the provider added since is shown as it sent it. */
const statusText = (status: string) => {
  const key = STATUS_LABEL.get(status);
  return key ? t(key) : status.replaceAll('_', ' ');
};
const STATUS_COLOR: Record<string, string> = {
  processed: 'blue',
  lost: 'red',
  won: 'green',
  failed: 'gray',
  open: 'yellow',
};

const columns = (): StackedColumn<PaymentEvent>[] => [
  { header: t('admin.colDate'), cell: (e) => formatDateTime(e.createdAt), nowrap: true },
  {
    header: t('admin.colCreator'),
    cell: (e) =>
      e.creator ? (
        <>
          <Text size="sm">{e.creator.name}</Text>
          <Text size="xs" c="dimmed">
            {e.creator.email}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.noWalletCredited')}
        </Text>
      ),
  },
  { header: t('admin.colKind'), cell: (e) => t(KIND_LABEL[e.kind]) },
  {
    header: t('admin.colStatus'),
    cell: (e) => (
      <Badge variant="light" color={STATUS_COLOR[e.status] ?? 'gray'}>
        {statusText(e.status)}
      </Badge>
    ),
    nowrap: true,
  },
  { header: t('admin.colAmount'), cell: (e) => formatRupees(e.amount), numeric: true, nowrap: true },
  { header: t('admin.colRecovered'), cell: (e) => formatRupees(e.recovered), numeric: true, nowrap: true },
  {
    header: t('admin.colUnrecovered'),
    cell: (e) =>
      e.unrecovered > 0 ? (
        <Badge color="red" variant="filled">
          {t('admin.toSettle', { amount: formatRupees(e.unrecovered) })}
        </Badge>
      ) : (
        formatRupees(0)
      ),
    numeric: true,
    nowrap: true,
  },
  {
    header: t('admin.colPayment'),
    cell: (e) => (
      <Text span size="xs" ff="monospace">
        {e.paymentId}
      </Text>
    ),
  },
];

function PaymentEventsTable({ events }: { events: PaymentEvent[] }) {
  return (
    <StackedTable
      columns={columns()}
      rows={events}
      rowKey={(e) => e._id}
      label={t('admin.refundsAndDisputes')}
      stackBelow="lg"
    />
  );
}

/**
 * The admin dashboard's 'Refunds & Disputes' tab (docs/product.md#payments): what the payment provider
 * refunded or lost in disputes, how much came back from the creator's wallet, and what is left to settle.
 */
export function PaymentEventsPanel() {
  const [kind, setKind] = useState<PaymentEventKind | null>(null);
  const failed = t('admin.paymentEventsFailed');
  const list = useInfiniteQuery({ ...paymentEventsQuery(kind), meta: { errorMessage: failed } });
  const failure = firstPageFailure(list, failed);
  const events = list.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('admin.show')}
        value={kind ?? 'all'}
        onChange={(value) => setKind(value === 'refund' || value === 'dispute' ? value : null)}
        data={[
          { value: 'all', label: t('admin.all') },
          { value: 'refund', label: t('admin.refunds') },
          { value: 'dispute', label: t('admin.disputes') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <ListStates
        isPending={list.isPending}
        failure={failure}
        onRetry={() => void list.refetch()}
        isEmpty={events.length === 0}
        loadingText={t('admin.loadingPaymentEvents')}
        emptyText={t(
          kind === 'refund' ? 'admin.noRefunds' : kind === 'dispute' ? 'admin.noDisputes' : 'admin.noRefundsOrDisputes',
        )}
      >
        <PaymentEventsTable events={events} />
        <LoadMore
          shown={events.length}
          noun="event"
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </ListStates>
    </Stack>
  );
}
