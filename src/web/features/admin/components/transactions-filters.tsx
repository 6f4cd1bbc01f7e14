import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TransactionType } from '@schemas/wallet';
import { t } from '@web/lib/i18n';
import type { AdminTransactionFilters } from '@web/lib/query-keys';
import { transactionTypeLabel, transactionTypes } from './labels';

const typeOptions = () => [
  { value: '', label: t('admin.allTypes') },
  ...transactionTypes.map((type) => ({ value: type, label: transactionTypeLabel(type) })),
];

type Props = { filters: AdminTransactionFilters; onChange: (filters: AdminTransactionFilters) => void };

const sameFilters = (a: AdminTransactionFilters, b: AdminTransactionFilters) =>
  a.type === b.type && a.from === b.from && a.to === b.to;

/**
 * Type and date range (both days included); a range that ends before it starts is not applied. The
 * controls show the address's filters, so Back and Forward move them too; a change is shown at once
 * and kept only until the address changes (an unapplied range, until the admin goes elsewhere).
 */
export function TransactionsFilters({ filters, onChange }: Props) {
  const [edit, setEdit] = useState<{ over: AdminTransactionFilters; draft: AdminTransactionFilters } | null>(null);
  // Adjusting state while rendering (not in an effect), so a stale draft is never painted.
  if (edit && !sameFilters(edit.over, filters)) setEdit(null);
  const draft = edit && sameFilters(edit.over, filters) ? edit.draft : filters;
  const invalid = Boolean(draft.from && draft.to && draft.from > draft.to);

  function update(change: Partial<AdminTransactionFilters>) {
    const next = { ...draft, ...change };
    setEdit({ over: filters, draft: next });
    if (!(next.from && next.to && next.from > next.to)) onChange(next);
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap" role="search">
        <NativeSelect
          label={t('admin.colType')}
          data={typeOptions()}
          value={draft.type ?? ''}
          onChange={(event) =>
            update({ type: (event.currentTarget.value || undefined) as TransactionType | undefined })
          }
        />
        <TextInput
          type="date"
          label={t('admin.from')}
          value={draft.from ?? ''}
          max={draft.to}
          onChange={(event) => update({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('admin.to')}
          value={draft.to ?? ''}
          min={draft.from}
          onChange={(event) => update({ to: event.currentTarget.value || undefined })}
        />
        {draft.type || draft.from || draft.to ? (
          <Button variant="subtle" onClick={() => update({ type: undefined, from: undefined, to: undefined })}>
            {t('admin.clearFilters')}
          </Button>
        ) : null}
      </Group>
      {invalid ? (
        <Alert color="red" variant="light" role="alert">
          {t('admin.fromAfterTo')}
        </Alert>
      ) : null}
    </Stack>
  );
}
