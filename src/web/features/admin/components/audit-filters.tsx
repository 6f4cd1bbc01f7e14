import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AuditAction, AuditObjectType } from '@schemas/accounts';
import { t } from '@web/lib/i18n';
import type { AdminAuditFilters } from '@web/lib/query-keys';
import { auditActionLabel, auditActions, auditObjectTypeLabel, auditObjectTypes } from './audit-labels';

const actionOptions = () => [
  { value: '', label: t('admin.allActions') },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabel(action) })),
];
const objectTypeOptions = () => [
  { value: '', label: t('admin.allObjects') },
  ...auditObjectTypes.map((type) => ({ value: type, label: auditObjectTypeLabel(type) })),
];

type Props = { filters: AdminAuditFilters; onChange: (filters: AdminAuditFilters) => void };

/**
 * Action and object type at once; the object id when submitted (Enter or Filter). Unsubmitted text is kept only
 * while the address's id is the one it was typed over, so Back and Forward move the box too.
 */
export function AuditFilters({ filters, onChange }: Props) {
  const [typed, setTyped] = useState<{ over: string | undefined; id: string } | null>(null);
  if (typed && typed.over !== filters.objectId) setTyped(null);
  const id = typed && typed.over === filters.objectId ? typed.id : (filters.objectId ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, objectId: id.trim() || undefined });
  }

  const filtered = Boolean(filters.action || filters.objectType || filters.objectId);
  return (
    <Group component="form" onSubmit={submit} align="flex-end" gap="sm" role="search" wrap="wrap">
      <NativeSelect
        label={t('admin.colAction')}
        data={actionOptions()}
        value={filters.action ?? ''}
        onChange={(event) =>
          onChange({ ...filters, action: (event.currentTarget.value || undefined) as AuditAction | undefined })
        }
      />
      <NativeSelect
        label={t('admin.objectType')}
        data={objectTypeOptions()}
        value={filters.objectType ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            objectType: (event.currentTarget.value || undefined) as AuditObjectType | undefined,
          })
        }
      />
      <TextInput
        label={t('admin.objectId')}
        value={id}
        onChange={(event) => setTyped({ over: filters.objectId, id: event.currentTarget.value })}
        maxLength={100}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button type="submit">{t('admin.filter')}</Button>
      {filtered ? (
        <Button
          variant="subtle"
          onClick={() => {
            setTyped(null);
            onChange({});
          }}
        >
          {t('admin.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
