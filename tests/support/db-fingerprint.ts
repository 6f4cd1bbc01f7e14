import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';

export type DbFingerprint = {
  /** One digest of every table's rows: equal fingerprints mean no row was added, removed or changed. */
  digest: string;
  /** Per table: row count and an md5 of its rows, so a failing comparison names the table that moved. */
  tables: Record<string, { rows: number; md5: string }>;
};

/**
 * A stable digest of every row of every table in the public schema (found from the catalog, so a table a
 * migration adds is covered without editing this file). Rows are compared as their text form, ordered by
 * that text, so no primary key needs naming. `ignore` lists tables a refused request may still write by
 * design (e.g. counters of failed attempts); nothing is ignored unless asked.
 */
export async function dbFingerprint(db: Db, options: { ignore?: readonly string[] } = {}): Promise<DbFingerprint> {
  const ignore = new Set(options.ignore ?? []);
  const listed = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = listed.map((row) => row.table_name).filter((name) => !ignore.has(name));
  // One statement for every table: a fingerprint per request stays cheap.
  const perTable = names.map(
    (name) =>
      sql`select ${name}::text as name, count(*) as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5 from ${sql.identifier(name)} t`,
  );
  const rows =
    perTable.length === 0
      ? []
      : await queryRows<{ name: string; rows: number | string; md5: string | null }>(
          db,
          sql.join(perTable, sql` union all `),
        );
  const tables: DbFingerprint['tables'] = {};
  for (const row of rows) tables[row.name] = { rows: Number(row.rows), md5: row.md5 ?? '' };
  const whole = Object.entries(tables)
    .map(([name, t]) => `${name}:${t.rows}:${t.md5}`)
    .join('|');
  return { digest: createHash('md5').update(whole).digest('hex'), tables };
}

/** The tables whose rows differ between two fingerprints (empty when nothing changed). */
export function changedTables(before: DbFingerprint, after: DbFingerprint): string[] {
  const names = new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]);
  return [...names].filter((name) => {
    const a = before.tables[name];
    const b = after.tables[name];
    return a?.rows !== b?.rows || a?.md5 !== b?.md5;
  });
}
