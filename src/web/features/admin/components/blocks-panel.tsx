import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminBlock } from '@schemas/block';
import { ErrorState } from '@web/components/error-state';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { errorMessage } from '@web/lib/api-error';
import { formatDateTime } from '@web/lib/format';
import { adminBlocksQuery } from '../api/blocks-query';

export const BLOCKS_FAILED = 'Failed to load blocks. Please try again.';

const columns: StackedColumn<AdminBlock>[] = [
  { header: 'Date', cell: (b) => formatDateTime(b.createdAt), nowrap: true },
  { header: 'Creator', cell: (b) => b.creator.name.trim() || 'Unknown User', primary: true },
  { header: 'Blocked clipper', cell: (b) => b.clipper.name.trim() || 'Unknown User' },
  { header: 'Reason', cell: (b) => b.reason },
];

/** Who blocked whom and why (docs/product.md#blocking), newest first. */
export function BlocksPanel() {
  const blocks = useQuery(adminBlocksQuery());
  if (blocks.isPending) return <Loader size="sm" aria-label="Loading blocks" />;
  if (blocks.isError)
    return <ErrorState message={errorMessage(blocks.error, BLOCKS_FAILED)} onRetry={() => void blocks.refetch()} />;
  if (blocks.data.length === 0) return <Text c="dimmed">No creator has blocked a clipper.</Text>;
  return (
    <StackedTable
      columns={columns}
      rows={blocks.data}
      rowKey={(b) => `${b.creator._id}:${b.clipper._id}`}
      label="Blocks"
    />
  );
}
