import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';

type Withdrawal = { id: string; clipper: string; amount: string; status: string };

const columns: StackedColumn<Withdrawal>[] = [
  { header: 'Clipper', cell: (w) => w.clipper, primary: true },
  { header: 'Amount', cell: (w) => w.amount, numeric: true, nowrap: true },
  { header: 'Status', cell: (w) => w.status, nowrap: true },
  { header: 'Actions', cell: (w) => <button type="button">Mark paid for {w.clipper}</button>, actions: true },
];
const rows: Withdrawal[] = [
  { id: 'w1', clipper: 'Kiran Clipper', amount: '+₹1,056.00', status: 'Requested' },
  { id: 'w2', clipper: 'Meera Clipper', amount: '₹50.00', status: 'Paid' },
];

function renderTable() {
  return render(<StackedTable columns={columns} rows={rows} rowKey={(w) => w.id} label="Withdrawal queue" />);
}

describe('StackedTable: a table on a wide screen, cards of label and value on a narrow one', () => {
  it('is a table named by its label, with a header per column and a row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Withdrawal queue' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Clipper', 'Amount', 'Status', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell')).toHaveLength(4);
    expect(within(second!).getByRole('button', { name: 'Mark paid for Meera Clipper' })).toBeTruthy();
  });

  it("labels each value for the card layout, hidden from screen readers (the header already names the cell), except the card's title and actions", () => {
    renderTable();
    const [, first] = screen.getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    const labelOf = (cell: HTMLElement) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? null;
    expect(cells.map(labelOf)).toEqual([null, 'Amount', 'Status', null]);
    // The accessible name of a cell is its value alone.
    expect(within(first!).getByRole('cell', { name: '+₹1,056.00' })).toBeTruthy();
    expect(within(first!).getByRole('cell', { name: 'Kiran Clipper' })).toBeTruthy();
  });

  it('keeps a signed amount one unit: its sign and figure are one text node in one cell', () => {
    renderTable();
    const amount = screen.getByRole('cell', { name: '+₹1,056.00' });
    expect([...amount.querySelectorAll('div')].map((value) => value.textContent)).toEqual(['+₹1,056.00']);
  });
});
