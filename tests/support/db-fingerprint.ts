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
  const tables: DbFingerprint['tables'] = {};
  for (const { table_name: name } of listed) {
    if (ignore.has(name)) continue;
    const table = sql.identifier(name);
    const [row] = await queryRows<{ rows: number | string; md5: string | null }>(
      db,
      sql`select count(*) as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5 from ${table} t`,
    );
    tables[name] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
  }
  const whole = Object.entries(tables)
    .map(([name, t]) => `${name}:${t.rows}:${t.md5}`)
    .join('|');
  const [digest] = await queryRows<{ md5: string }>(db, sql`select md5(${whole}) as md5`);
  return { digest: digest?.md5 ?? '', tables };
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
