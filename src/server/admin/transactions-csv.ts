import { ADMIN_TRANSACTIONS_CSV_HEADER, type AdminTransaction, type AdminTransactionFilters } from '../../../schemas/admin';
import type { Db } from '../db/client';
import { listTransactions } from './transaction-list';

/** Rows read per query while the export streams; each page is its own short read. */
const CSV_PAGE_SIZE = 1000;

/**
 * One CSV field as RFC 4180 quotes it. Text a person typed (names, descriptions) that starts like a
 * formula is prefixed with an apostrophe, so a spreadsheet shows it instead of running it.
 */
export function csvField(value: string, typedByPeople = false): string {
  const safe = typedByPeople && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 123450 paise -> "1234.50", exactly (no float arithmetic). */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function csvLine(fields: string[]): string {
  return `${fields.join(',')}\r\n`;
}

export function transactionCsvLine(t: AdminTransaction): string {
  return csvLine([
    csvField(t.timestamp),
    csvField(t.type),
    csvField(t.userId?.name ?? '', true),
    csvField(t.userId?._id ?? ''),
    rupeesText(t.amount),
    csvField(t.description, true),
    csvField(t._id),
  ]);
}

/**
 * Every transaction matching the filters, newest first, as a CSV stream: the header, then page after
 * page of keyset reads. No transaction is held open while the browser downloads, and since the ledger
 * is append-only, rows posted meanwhile land before the first page and cannot shift or repeat a row.
 */
export function transactionsCsvStream(
  db: Db,
  filters: AdminTransactionFilters,
  pageSize = CSV_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(ADMIN_TRANSACTIONS_CSV_HEADER.map((h) => csvField(h)))));
        return;
      }
      const page = await db.transaction((tx) => listTransactions(tx, { ...filters, cursor, limit: pageSize }));
      if (page.transactions.length > 0) controller.enqueue(encoder.encode(page.transactions.map(transactionCsvLine).join('')));
      if (page.nextCursor === null) controller.close();
      else cursor = page.nextCursor;
    },
  });
}
