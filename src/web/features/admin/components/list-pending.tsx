import { Fieldset, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StackedColumn } from '@web/components/stacked-table';
import { StackedTablePending } from '@web/components/stacked-table-pending';

type Props<Row> = {
  columns: readonly StackedColumn<Row>[];
  stackBelow?: 'md' | 'lg';
  /** What a screen reader hears meanwhile ('Loading users...'). */
  loadingText: string;
};

/**
 * An admin list while its first page loads: the list's own StackedTable (real headers, a card per row on a phone)
 * with grey cells, so the rows land where the placeholders stood.
 */
export function ListPending<Row>({ columns, stackBelow, loadingText }: Props<Row>) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{loadingText}</VisuallyHidden>
      <div aria-hidden>
        <StackedTablePending columns={columns} stackBelow={stackBelow} />
      </div>
    </div>
  );
}

/** A list's filters while it loads: the real controls with the address's values, not yet usable. */
export function FiltersPending({ children }: { children: ReactNode }) {
  return (
    <Fieldset variant="unstyled" disabled m={0}>
      {children}
    </Fieldset>
  );
}
