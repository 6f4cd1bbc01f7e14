import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { DiscoverFilters } from '@web/lib/query-keys';
import { platforms } from '@schemas/platform';
import { t } from '@web/lib/i18n';
import { discoverPlatforms, discoverSorts } from '../discover-search';

type Props = { filters: DiscoverFilters; onChange: (filters: DiscoverFilters) => void };

/**
 * Discover's search (sent with Enter or Search), sort and platform (at once), kept in the address so a link or Back shows
 * the same list. Unsent text is kept only while the address's search is the one it was typed over.
 */
export function DiscoverFiltersBar({ filters, onChange }: Props) {
  const [typed, setTyped] = useState<{ over: string | undefined; q: string } | null>(null);
  // Adjusting state while rendering (not in an effect), so stale text is never painted.
  if (typed && typed.over !== filters.q) setTyped(null);
  const q = typed ? typed.q : (filters.q ?? '');

  function search(event: FormEvent) {
    event.preventDefault();
    const text = q.trim();
    onChange({ ...filters, q: text || undefined });
  }

  return (
    <Group
      component="form"
      onSubmit={search}
      role="search"
      aria-label={t('campaigns.searchAndSort')}
      align="flex-end"
      gap="sm"
      wrap="wrap"
      mb="lg"
    >
      <TextInput
        label={t('campaigns.searchLabel')}
        placeholder={t('campaigns.searchPlaceholder')}
        value={q}
        onChange={(event) => setTyped({ over: filters.q, q: event.currentTarget.value })}
        maxLength={100}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button type="submit">{t('campaigns.search')}</Button>
      <NativeSelect
        label={t('campaigns.sortBy')}
        data={discoverSorts()}
        value={filters.sort ?? ''}
        onChange={(event) => {
          const sort = event.currentTarget.value;
          onChange({ ...filters, sort: sort === 'payout' || sort === 'budget' ? sort : undefined });
        }}
      />
      <NativeSelect
        label={t('campaigns.platform')}
        data={discoverPlatforms()}
        value={filters.platform ?? ''}
        onChange={(event) => {
          const chosen = platforms.find((p) => p === event.currentTarget.value);
          onChange({ ...filters, platform: chosen });
        }}
      />
      {filters.q ? (
        <Button variant="subtle" onClick={() => onChange({ ...filters, q: undefined })}>
          {t('campaigns.clearSearch')}
        </Button>
      ) : null}
    </Group>
  );
}
