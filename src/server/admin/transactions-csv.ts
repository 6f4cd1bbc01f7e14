import { inArray } from 'drizzle-orm';
import {
  ADMIN_TRANSACTIONS_CSV_HEADER,
  TRANSACTION_TYPE_LABELS,
  type AdminTransactionFilters,
} from '../../../schemas/admin';
import type { Db, Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { transactionRows, type TransactionRow } from './transaction-list';

/** Rows read per query while the export streams; each page is its own short read. */
const CSV_PAGE_SIZE = 1000;

/**
 * Characters that make a field quoted: RFC 4180's comma, quote, CR and LF, plus the semicolon and tab that
 * spreadsheets in many locales take as the separator (an unquoted one would split the field in two).
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV field as RFC 4180 quotes it. Text a person typed (names, descriptions) that starts like a
 * formula is prefixed with an apostrophe, so a spreadsheet shows it instead of running it.
 */
export function csvField(value: string, typedByPeople = false): string {
  const safe = typedByPeople && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 123450 paise -> "1234.50", exactly (no float arithmetic). */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The instant as the admin's clock showed it, `tzOffset` minutes east of UTC, with that offset written
 * out ('2026-11-23 02:00 +05:30'), so the dates match the screen and the From/To filters.
 */
export function localDateTime(at: Date, tzOffset: number): string {
  const local = new Date(at.getTime() + tzOffset * 60_000).toISOString();
  const abs = Math.abs(tzOffset);
  const offset = `${tzOffset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.slice(0, 10)} ${local.slice(11, 16)} ${offset}`;
}

export function csvLine(fields: string[]): string {
  return `${fields.join(',')}\r\n`;
}

export function transactionCsvLine(t: TransactionRow, campaignTitle: string, tzOffset: number): string {
  return csvLine([
    csvField(localDateTime(t.createdAt, tzOffset)),
    csvField(TRANSACTION_TYPE_LABELS[t.type]),
    csvField(t.userName ?? '', true),
    csvField(t.userId ?? ''),
    csvField(campaignTitle, true),
    rupeesText(t.amount),
    csvField(t.description, true),
    csvField(t.id),
  ]);
}

/** The titles of a page's campaigns (deleted ones too: the money moved all the same), by id. */
async function campaignTitles(tx: Db | Tx, rows: TransactionRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.campaignId ? [r.campaignId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaigns)
    .where(inArray(campaigns.id, ids));
  return new Map(found.map((c) => [c.id, c.title]));
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
  const tzOffset = filters.tzOffset ?? 0;
  let cursor: string | undefined;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(ADMIN_TRANSACTIONS_CSV_HEADER.map((h) => csvField(h)))));
        return;
      }
      const { page, titles, nextCursor } = await db.transaction(async (tx) => {
        const rows = await transactionRows(tx, { ...filters, cursor, limit: pageSize });
        return { ...rows, titles: await campaignTitles(tx, rows.page) };
      });
      const lines = page.map((r) => transactionCsvLine(r, (r.campaignId && titles.get(r.campaignId)) || '', tzOffset));
      if (lines.length > 0) controller.enqueue(encoder.encode(lines.join('')));
      if (nextCursor === null) controller.close();
      else cursor = nextCursor;
    },
  });
}
