import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { exactPaise, money, moneyField, moneyPositive } from '../../schemas/money';
import { isMessageKey, translate } from '../../src/server/i18n/catalogue';

const positive = moneyField({ message: 'validation.amountInvalid', minPaise: 0, exclusiveMin: true });
/** The messages as the server says them in English (the schema gives catalogue keys). */
const messages = (input: unknown) =>
  positive
    .safeParse(input)
    .error?.issues.map((i) => (isMessageKey(i.message) ? translate('en', i.message) : i.message)) ?? [];

describe('money on the wire (rupees with at most 2 decimals) to paise', () => {
  it('converts exactly from the digits, where rupees * 100 would not', () => {
    // 0.29 * 100 is 28.999999999999996, 19.99 * 100 is 1998.9999999999998.
    expect(positive.parse(0.1)).toBe(10);
    expect(positive.parse(0.29)).toBe(29);
    expect(positive.parse(19.99)).toBe(1999);
    expect(positive.parse(1.1)).toBe(110);
    expect(positive.parse(12)).toBe(1200);
    expect(positive.parse(99999999.99)).toBe(9_999_999_999);
    expect(positive.parse(123456789.12)).toBe(12_345_678_912);
    expect(positive.parse(999999999.99)).toBe(99_999_999_999);
    // A float tolerance refused these: 687177809.05 * 100 is 68717780905.00001.
    expect(positive.parse(687177809.05)).toBe(68_717_780_905);
    expect(positive.parse(686788920.2)).toBe(68_678_892_020);
    expect(positive.parse(1e9)).toBe(100_000_000_000);
  });

  it('refuses more than 2 decimals however close to a whole paisa, with only the decimals message', () => {
    for (const amount of [1.005, 1.0000000001, 10.001, 0.001, 1e-7, 99999999.999]) {
      expect(messages(amount), String(amount)).toEqual(['Use at most 2 decimal places']);
    }
  });

  it('keeps the other messages: not a usable amount, and over the maximum', () => {
    expect(messages(0)).toEqual(['Enter a valid amount']);
    expect(messages(-0.01)).toEqual(['Enter a valid amount']);
    expect(messages('10')).toEqual(['Enter a valid amount']);
    expect(messages(Number.NaN)).toEqual(['Enter a valid amount']);
    expect(messages(1e9 + 0.01)).toEqual(['Amount must be at most ₹1,00,00,00,000.00']);
    expect(messages(1e21)).toEqual(['Amount must be at most ₹1,00,00,00,000.00']);
    expect(moneyPositive.safeParse(0.01).data).toBe(1);
  });

  it('reads signed amounts and encodes paise back to the same rupees', () => {
    expect(money.parse(-12.5)).toBe(-1250);
    expect(money.parse(-0.29)).toBe(-29);
    expect(money.safeParse(-1.005).success).toBe(false);
    for (const paise of [1, 29, 1999, 12_345_678_912, -1250]) {
      const rupees = z.encode(money, paise);
      expect(money.parse(rupees)).toBe(paise);
    }
    expect(z.encode(money, 1999)).toBe(19.99);
  });

  it('exactPaise gives null for anything that is not a 2-decimal amount', () => {
    expect(exactPaise(1.0000000001)).toBeNull();
    expect(exactPaise(1e-7)).toBeNull();
    expect(exactPaise(Number.POSITIVE_INFINITY)).toBeNull();
    expect(exactPaise(-0)).toBe(0);
    expect(exactPaise(0.07)).toBe(7);
  });
});
