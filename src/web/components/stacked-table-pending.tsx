import { Skeleton } from '@mantine/core';
import { StackedTable, type StackedColumn } from './stacked-table';

/** Grey rows shown while a list's first page loads (a guess: most first pages hold more). */
const GREY_ROWS = ['1', '2', '3', '4', '5'];

/**
 * A table while its rows load: its own StackedTable (real headers, a card per row on a phone) with grey cells, so the
 * rows land where the placeholders stood.
 */
export function StackedTablePending<Row>({
  columns,
  stackBelow,
}: {
  columns: readonly StackedColumn<Row>[];
  stackBelow?: 'md' | 'lg';
}) {
  const grey: StackedColumn<string>[] = columns.map((column) => ({
    ...column,
    cell: () =>
      column.actions ? (
        <Skeleton height={30} width={80} radius="sm" />
      ) : (
        <Skeleton height={14} width={column.numeric ? 60 : '70%'} my={3} ml={column.numeric ? 'auto' : undefined} />
      ),
  }));
  return <StackedTable columns={grey} rows={GREY_ROWS} rowKey={(row) => row} stackBelow={stackBelow} />;
}
