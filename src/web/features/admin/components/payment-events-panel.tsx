import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentEvent } from '@schemas/admin';
import { LoadMore } from '@web/components/load-more';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { paymentEventsQuery, type PaymentEventKind } from '../api/payment-events-query';
import { ListStates } from './list-states';
import { firstPageFailure } from '@web/lib/list-failure';

export const PAYMENT_EVENTS_FAILED = 'Failed to load refunds and disputes. Please try again.';

const KIND_LABEL: Record<PaymentEventKind, string> = { refund: 'Refund', dispute: 'Dispute' };
const STATUS_COLOR: Record<string, string> = {
  processed: 'blue',
  lost: 'red',
  won: 'green',
  failed: 'gray',
  open: 'yellow',
};

const columns: StackedColumn<PaymentEvent>[] = [
  { header: 'Date', cell: (e) => formatDateTime(e.createdAt), nowrap: true },
  {
    header: 'Creator',
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
          No wallet credited
        </Text>
      ),
  },
  { header: 'Kind', cell: (e) => KIND_LABEL[e.kind] },
  {
    header: 'Status',
    cell: (e) => (
      <Badge variant="light" color={STATUS_COLOR[e.status] ?? 'gray'}>
        {e.status.replaceAll('_', ' ')}
      </Badge>
    ),
    nowrap: true,
  },
  { header: 'Amount', cell: (e) => formatRupees(e.amount), numeric: true, nowrap: true },
  { header: 'Recovered', cell: (e) => formatRupees(e.recovered), numeric: true, nowrap: true },
  {
    header: 'Unrecovered',
    cell: (e) =>
      e.unrecovered > 0 ? (
        <Badge color="red" variant="filled">
          {formatRupees(e.unrecovered)} to settle
        </Badge>
      ) : (
        formatRupees(0)
      ),
    numeric: true,
    nowrap: true,
  },
  {
    header: 'Payment',
    cell: (e) => (
      <Text span size="xs" ff="monospace">
        {e.paymentId}
      </Text>
    ),
  },
];

function PaymentEventsTable({ events }: { events: PaymentEvent[] }) {
  return (
    <StackedTable columns={columns} rows={events} rowKey={(e) => e._id} label="Refunds and disputes" stackBelow="lg" />
  );
}

/**
 * The admin dashboard's 'Refunds & Disputes' tab (docs/product.md#payments): what the payment provider
 * refunded or lost in disputes, how much came back from the creator's wallet, and what is left to settle.
 */
export function PaymentEventsPanel() {
  const [kind, setKind] = useState<PaymentEventKind | null>(null);
  const list = useInfiniteQuery({ ...paymentEventsQuery(kind), meta: { errorMessage: PAYMENT_EVENTS_FAILED } });
  const failure = firstPageFailure(list, PAYMENT_EVENTS_FAILED);
  const events = list.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show"
        value={kind ?? 'all'}
        onChange={(value) => setKind(value === 'refund' || value === 'dispute' ? value : null)}
        data={[
          { value: 'all', label: 'All' },
          { value: 'refund', label: 'Refunds' },
          { value: 'dispute', label: 'Disputes' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <ListStates
        isPending={list.isPending}
        failure={failure}
        onRetry={() => void list.refetch()}
        isEmpty={events.length === 0}
        loadingText="Loading refunds and disputes..."
        emptyText={kind ? `No ${kind === 'refund' ? 'refunds' : 'disputes'} yet.` : 'No refunds or disputes yet.'}
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
