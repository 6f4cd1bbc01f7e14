import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeTime, formatRupees } from '@web/lib/format';

describe('formatRupees', () => {
  it('groups digits the Indian way (lakhs and crores) with two decimals', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRupees(1_000_000_000_00)).toBe('₹1,00,00,00,000.00');
    expect(formatRupees(105_650)).toBe('₹1,056.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(-12_345_600)).toBe('-₹1,23,456.00');
  });
});

// 22 Nov 2024 20:30 UTC: 23 Nov 02:00 in India, 22 Nov 15:30 in New York.
const LATE_EVENING_UTC = '2024-11-22T20:30:00.000Z';

describe('formatDate and formatDateTime', () => {
  it("write the date in the reader's locale", () => {
    expect(formatDate(LATE_EVENING_UTC, { locale: 'en-IN', timeZone: 'Asia/Kolkata' })).toBe('23 Nov 2024');
    expect(formatDate(LATE_EVENING_UTC, { locale: 'en-US', timeZone: 'Asia/Kolkata' })).toBe('Nov 23, 2024');
    expect(formatDate(LATE_EVENING_UTC, { locale: 'hi-IN', timeZone: 'Asia/Kolkata' })).toBe('23 नव॰ 2024');
  });

  it("write the day and time in the reader's time zone", () => {
    expect(formatDate(LATE_EVENING_UTC, { locale: 'en-IN', timeZone: 'America/New_York' })).toBe('22 Nov 2024');
    expect(formatDateTime(LATE_EVENING_UTC, { locale: 'en-IN', timeZone: 'Asia/Kolkata' })).toBe(
      '23 Nov 2024, 2:00 am',
    );
    expect(formatDateTime(LATE_EVENING_UTC, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Nov 22, 2024, 3:30 PM',
    );
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  const before = (ms: number) => new Date(now - ms).toISOString();
  const en = { locale: 'en-IN' };

  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(before(0), now, en)).toBe('now');
    expect(formatRelativeTime(before(42_000), now, en)).toBe('42 seconds ago');
    expect(formatRelativeTime(before(90_000), now, en)).toBe('1 minute ago');
    expect(formatRelativeTime(before(59 * 60_000), now, en)).toBe('59 minutes ago');
    expect(formatRelativeTime(before(2 * 3_600_000 + 59 * 60_000), now, en)).toBe('2 hours ago');
    expect(formatRelativeTime(before(36 * 3_600_000), now, en)).toBe('yesterday');
    expect(formatRelativeTime(before(3 * 86_400_000), now, en)).toBe('3 days ago');
    expect(formatRelativeTime(before(15 * 86_400_000), now, en)).toBe('2 weeks ago');
    expect(formatRelativeTime(before(65 * 86_400_000), now, en)).toBe('2 months ago');
    expect(formatRelativeTime(before(400 * 86_400_000), now, en)).toBe('last year');
  });

  it("says how far ahead a future moment is, in the reader's language", () => {
    expect(formatRelativeTime(new Date(now + 3 * 86_400_000).toISOString(), now, en)).toBe('in 3 days');
    expect(formatRelativeTime(before(2 * 3_600_000), now, { locale: 'hi-IN' })).toBe('2 घंटे पहले');
  });
});
