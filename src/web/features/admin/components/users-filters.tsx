import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Role } from '@schemas/auth';
import { t } from '@web/lib/i18n';
import type { AdminUserFilters } from '@web/lib/query-keys';

const roleOptions = () => [
  { value: '', label: t('admin.allRoles') },
  { value: 'creator', label: t('admin.creators') },
  { value: 'user', label: t('admin.clippers') },
  { value: 'admin', label: t('admin.admins') },
];

type Props = { filters: AdminUserFilters; onChange: (filters: AdminUserFilters) => void };

/**
 * Role at once; the name/email search when submitted (Enter or Search). Unsubmitted text is kept only
 * while the address's search is the one it was typed over, so Back and Forward move the box too.
 */
export function UsersFilters({ filters, onChange }: Props) {
  const [typed, setTyped] = useState<{ over: string | undefined; q: string } | null>(null);
  // Adjusting state while rendering (not in an effect), so stale text is never painted.
  if (typed && typed.over !== filters.q) setTyped(null);
  const q = typed && typed.over === filters.q ? typed.q : (filters.q ?? '');
  const setQ = (text: string) => setTyped({ over: filters.q, q: text });

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined });
  }

  return (
    <Group component="form" onSubmit={search} align="flex-end" gap="sm" role="search" wrap="wrap">
      <NativeSelect
        label={t('admin.colRole')}
        data={roleOptions()}
        value={filters.role ?? ''}
        onChange={(event) =>
          onChange({ ...filters, role: (event.currentTarget.value || undefined) as Role | undefined })
        }
      />
      <TextInput
        label={t('admin.search')}
        placeholder={t('admin.namePlaceholder')}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        maxLength={100}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button type="submit">{t('admin.search')}</Button>
      {filters.q || filters.role ? (
        <Button
          variant="subtle"
          onClick={() => {
            setQ('');
            onChange({});
          }}
        >
          {t('admin.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
