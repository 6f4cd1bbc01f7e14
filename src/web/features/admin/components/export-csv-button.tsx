import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import type { AdminTransactionFilters } from '@web/lib/query-keys';
import { downloadTransactionsCsv } from '../api/transactions-csv';

/** Downloads the filtered transactions (every page, not only the rows shown) as a CSV file. */
export function ExportCsvButton({ filters }: { filters: AdminTransactionFilters }) {
  const exportCsv = useMutation({ mutationFn: downloadTransactionsCsv });
  return (
    <Button
      variant="default"
      loading={exportCsv.isPending}
      onClick={() =>
        exportCsv.mutate(filters, {
          onError: (error) => notify(errorMessage(error, t('admin.exportFailed')), 'error'),
        })
      }
    >
      {t('admin.exportCsv')}
    </Button>
  );
}
