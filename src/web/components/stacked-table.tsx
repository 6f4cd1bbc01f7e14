import type { ReactNode } from 'react';
import classes from './stacked-table.module.css';

export type StackedColumn<Row> = {
  /** The column's header, and on a narrow screen the label before each value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned in the table. */
  numeric?: boolean;
  /** One unbroken line: amounts (a sign never parted from its figure), dates, badges. */
  nowrap?: boolean;
  /** A card's heading on a narrow screen (the row's title): first, bold, without its label. */
  primary?: boolean;
  /** A column of buttons: on a narrow screen at the card's foot, without its label. */
  actions?: boolean;
};

type Props<Row> = {
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's accessible name, when its first cell does not say which item it is. */
  rowLabel?: (row: Row) => string;
  /** The table's accessible name, when no heading right above names it. */
  label?: string;
  /**
   * Below which width of the space it has (a container query: a table in a half-width card stacks too) each row
   * becomes a card: 48em (the default), or 62em for a table of many columns.
   */
  stackBelow?: 'md' | 'lg';
};

/**
 * A table on a wide screen, stacked cards of 'label: value' lines on a narrow one, in CSS alone (so a
 * server-rendered page does not move once the script runs): no sideways scrolling, every amount and action in
 * view. The explicit roles keep it a table for screen readers when the cards change its display.
 */
export function StackedTable<Row>({ columns, rows, rowKey, rowLabel, label, stackBelow = 'md' }: Props<Row>) {
  const cellClass = (column: StackedColumn<Row>) =>
    [
      column.numeric && classes.numeric,
      column.nowrap && classes.nowrap,
      column.primary && classes.primary,
      column.actions && classes.actions,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={classes.space}>
      <table role="table" aria-label={label} className={`${classes.table} ${classes[stackBelow]}`}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={column.numeric ? classes.numeric : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" aria-label={rowLabel?.(row)}>
              {columns.map((column) => (
                <td key={column.header} role="cell" className={cellClass(column)}>
                  {column.primary || column.actions ? null : (
                    <span className={classes.label} aria-hidden="true">
                      {column.header}
                    </span>
                  )}
                  <div className={classes.value}>{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
