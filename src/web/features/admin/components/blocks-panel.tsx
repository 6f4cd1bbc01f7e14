import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminBlock } from '@schemas/block';
import { ErrorState } from '@web/components/error-state';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { errorMessage } from '@web/lib/api-error';
import { formatDateTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { adminBlocksQuery } from '../api/blocks-query';
import { userName } from './labels';

const columns = (): StackedColumn<AdminBlock>[] => [
  { header: t('admin.colDate'), cell: (b) => formatDateTime(b.createdAt), nowrap: true },
  { header: t('admin.colCreator'), cell: (b) => userName(b.creator.name), primary: true },
  { header: t('admin.colBlockedClipper'), cell: (b) => userName(b.clipper.name) },
  { header: t('admin.colReason'), cell: (b) => b.reason },
];

/** Who blocked whom and why (docs/product.md#blocking), newest first. */
export function BlocksPanel() {
  const blocks = useQuery(adminBlocksQuery());
  if (blocks.isPending) return <Loader size="sm" aria-label={t('admin.loadingBlocks')} />;
  if (blocks.isError)
    return (
      <ErrorState message={errorMessage(blocks.error, t('admin.blocksFailed'))} onRetry={() => void blocks.refetch()} />
    );
  if (blocks.data.length === 0) return <Text c="dimmed">{t('admin.blocksEmpty')}</Text>;
  return (
    <StackedTable
      columns={columns()}
      rows={blocks.data}
      rowKey={(b) => `${b.creator._id}:${b.clipper._id}`}
      label={t('admin.tabBlocks')}
    />
  );
}
