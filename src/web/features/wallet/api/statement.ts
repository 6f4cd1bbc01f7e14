import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import { saveTextFile } from '@web/lib/save-file';

const indiaYearMonth = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
});

/**
 * The Indian financial year (April to March) `now` falls in, named by the year it starts in: the date in India
 * decides, so the night of 31 March in another time zone is already the new year if it is 1 April in India.
 */
export function financialYearOf(now: Date): number {
  const parts = indiaYearMonth.formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return month >= 4 ? year : year - 1;
}

/** The year's last two digits: 27 for the year starting April 2026, 00 for the one starting April 2099. */
const endDigits = (year: number) => String((year + 1) % 100).padStart(2, '0');

/** "FY 2026–27" for the year starting April 2026 (the years as text: no digit grouping). */
export const financialYearLabel = (year: number) =>
  t('wallet.financialYearLabel', { start: String(year), end: endDigits(year) });

/** The statement years offered: the current financial year and the three before it, newest first. */
export const statementYears = (now: Date): number[] => {
  const current = financialYearOf(now);
  return [current, current - 1, current - 2, current - 3];
};

/**
 * Downloads the clipper's earnings statement for one financial year (docs/payouts.md#statement) through the api
 * client, which carries the session's token, and saves it under the server's own file name.
 */
export async function downloadStatement(year: number): Promise<void> {
  const text = await callApi('earningsStatement', { query: { year } });
  saveTextFile(text, `clipmandi-statement-FY${year}-${endDigits(year)}.csv`);
}
