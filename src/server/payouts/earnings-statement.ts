import { sql } from 'drizzle-orm';
import { TRANSACTION_TYPE_LABELS } from '../../../schemas/admin';
import { STATEMENT_CSV_HEADER } from '../../../schemas/payouts';
import type { TransactionType } from '../../../schemas/wallet';
import { csvField, csvLine, localDateTime, rupeesText } from '../admin/transactions-csv';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';

/** India's time, in which its financial year starts: 1 April, 00:00 IST. */
const IST_MINUTES = 330;

/** The instants an Indian financial year runs between: 1 April of `year` to 1 April of the next, in IST. */
export function financialYear(year: number): { from: Date; to: Date } {
  const start = (y: number) => new Date(Date.UTC(y, 3, 1) - IST_MINUTES * 60_000);
  return { from: start(year), to: start(year + 1) };
}

type StatementRow = {
  created_at: Date;
  type: TransactionType;
  description: string;
  amount: string;
  fee: string;
  utr: string | null;
};

/**
 * A clipper's statement for the financial year starting in April of `year` (docs/payouts.md#statement), as CSV: every
 * ledger transaction about them, oldest first, with its change to their money (wallet and held earnings), the
 * platform's fee on it and, for a paid withdrawal, its UTR. The figures are the ledger's own entries, summed.
 */
export async function earningsStatementCsv(db: Db | Tx, clipperId: string, year: number): Promise<string> {
  const { from, to } = financialYear(year);
  const rows = await queryRows<StatementRow>(
    db,
    sql`
    select t.created_at, t.type, t.description,
           coalesce(sum(e.amount) filter (where a.key in (${`wallet:${clipperId}`}, ${`held:${clipperId}`})), 0)::text
             as amount,
           coalesce(sum(e.amount) filter (where a.kind = 'platform_fees'), 0)::text as fee,
           max(w.reference) as utr
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join accounts a on a.id = e.account_id
    left join withdrawals w on t.type = 'withdrawal_paid' and t.idempotency_key = 'withdrawal:' || w.id || ':settle'
    where t.user_id = ${clipperId} and t.created_at >= ${from} and t.created_at < ${to}
    group by t.id, t.created_at, t.type, t.description
    order by t.created_at, t.id`,
  );
  const lines = rows.map((r) =>
    csvLine([
      csvField(localDateTime(new Date(r.created_at), IST_MINUTES)),
      csvField(TRANSACTION_TYPE_LABELS[r.type]),
      csvField(r.description, true),
      rupeesText(Number(r.amount)),
      rupeesText(Number(r.fee)),
      csvField(r.utr ?? '', true),
    ]),
  );
  return csvLine(STATEMENT_CSV_HEADER.map((h) => csvField(h))) + lines.join('');
}
