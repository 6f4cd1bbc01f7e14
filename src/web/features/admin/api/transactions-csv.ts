import { callApi } from '@web/lib/api-client';
import { saveTextFile } from '@web/lib/save-file';
import type { AdminTransactionFilters } from '@web/lib/query-keys';

/** The admin's offset from UTC in minutes east, so the server reads From/To as the days shown here. */
export const localTzOffset = () => -new Date().getTimezoneOffset();

function localDate(): string {
  const now = new Date();
  return new Date(now.getTime() + localTzOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * Downloads every transaction matching the filters as CSV. The call goes through the api client (so it
 * carries the bearer token, which a plain link could not), and the answer is saved as a file.
 */
export async function downloadTransactionsCsv(filters: AdminTransactionFilters): Promise<void> {
  const text = await callApi('adminTransactionsCsv', { query: { ...filters, tzOffset: localTzOffset() } });
  saveTextFile(text, `transactions-${localDate()}.csv`);
}
