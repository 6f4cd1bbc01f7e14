import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { DiscoverFilters } from '@web/lib/query-keys';
import { DISCOVER_SORTS } from '../discover-search';

type Props = { filters: DiscoverFilters; onChange: (filters: DiscoverFilters) => void };

/**
 * Discover's search (sent with Enter or Search) and sort (at once), kept in the address so a link or Back shows
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
    onChange({ sort: filters.sort, q: text || undefined });
  }

  return (
    <Group
      component="form"
      onSubmit={search}
      role="search"
      aria-label="Search and sort campaigns"
      align="flex-end"
      gap="sm"
      wrap="wrap"
      mb="lg"
    >
      <TextInput
        label="Search campaigns"
        placeholder="Words from the title or description"
        value={q}
        onChange={(event) => setTyped({ over: filters.q, q: event.currentTarget.value })}
        maxLength={100}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button type="submit">Search</Button>
      <NativeSelect
        label="Sort by"
        data={DISCOVER_SORTS.map(({ value, label }) => ({ value, label }))}
        value={filters.sort ?? ''}
        onChange={(event) => {
          const sort = event.currentTarget.value;
          onChange({ q: filters.q, sort: sort === 'payout' || sort === 'budget' ? sort : undefined });
        }}
      />
      {filters.q ? (
        <Button variant="subtle" onClick={() => onChange({ sort: filters.sort })}>
          Clear search
        </Button>
      ) : null}
    </Group>
  );
}
