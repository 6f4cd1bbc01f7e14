import { formatRupees as formatPaise } from '../../../schemas/money';

/** ₹1,234.50 from 123450 paise (the app holds money in paise). */
export function formatRupees(paise: number): string {
  return formatPaise(paise);
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 5 Mar 2025 */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** 5 Mar 2025, 2:30 pm */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** "held until {date}": the wording of a held payout on the wallet and on the clipper's clips (docs/trust.md#holdback). */
export const heldUntilText = (heldUntil: string) => `held until ${formatDate(heldUntil)}`;
