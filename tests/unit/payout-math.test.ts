import { describe, expect, it } from 'vitest';
import { feeFor, grossFor, netFor, payoutFor } from '../../schemas/payout-math';

describe('payout math (paise)', () => {
  it('pays floor(views * rate / 1000), capped at the remaining escrow', () => {
    expect(grossFor(1000, 5000, 1_000_000)).toBe(5000);
    expect(grossFor(1999, 5000, 1_000_000)).toBe(9995);
    expect(grossFor(1, 999, 1_000_000)).toBe(0); // 0.999 paise floors to 0
    expect(grossFor(3, 333, 1_000_000)).toBe(0);
    expect(grossFor(7, 1001, 1_000_000)).toBe(7); // 7.007 -> 7
    expect(grossFor(10_000, 5000, 30_000)).toBe(30_000);
    expect(grossFor(10_000, 5000, 0)).toBe(0);
  });

  it('stays exact where views * rate passes 2^53', () => {
    // Math.floor(v * r / 1000) gives 8_700_000_000_100_000 here: the float product has already rounded up.
    expect(grossFor(2_900_000_001, 2_999_999_999, Number.MAX_SAFE_INTEGER)).toBe(8_700_000_000_099_999);
  });

  it('takes a 12% fee rounded half up, and the clipper keeps the rest', () => {
    expect(feeFor(0)).toBe(0);
    expect(feeFor(100)).toBe(12);
    expect(feeFor(4)).toBe(0); // 0.48
    expect(feeFor(5)).toBe(1); // 0.6
    expect(feeFor(25)).toBe(3); // exactly 3.0
    expect(feeFor(125)).toBe(15);
    expect(feeFor(1_04)).toBe(12); // 12.48
    expect(feeFor(1_05)).toBe(13); // 12.6
    expect(feeFor(2_125)).toBe(255);
    expect(feeFor(2_129)).toBe(255); // 255.48
    expect(feeFor(2_130)).toBe(256); // 255.6
    expect(netFor(100)).toBe(88);
    expect(netFor(2_130)).toBe(1_874);
  });

  it('fee + net always equals gross', () => {
    for (let gross = 0; gross < 2000; gross++) expect(feeFor(gross) + netFor(gross)).toBe(gross);
  });

  it('gives all three figures for one clip', () => {
    expect(payoutFor(2500, 4000, 1_000_000)).toEqual({ gross: 10_000, fee: 1_200, net: 8_800 });
    expect(payoutFor(2500, 4000, 7_777)).toEqual({ gross: 7_777, fee: 933, net: 6_844 });
  });

  it('refuses negative or fractional inputs instead of guessing', () => {
    expect(() => grossFor(-1, 100, 100)).toThrow();
    expect(() => grossFor(1.5, 100, 100)).toThrow();
    expect(() => feeFor(-3)).toThrow();
  });
});
