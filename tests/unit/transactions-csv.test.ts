import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../../src/server/admin/transactions-csv';

describe('CSV fields of the transactions export', () => {
  it('quotes a field holding a comma, semicolon, tab, quote, CR or LF, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('leaves every other field as it is', () => {
    expect(csvField('Payout for clip')).toBe('Payout for clip');
    expect(csvField('1234.50')).toBe('1234.50');
    expect(csvField('')).toBe('');
  });

  it('keeps the formula guard on text people typed, and quotes what the guard leaves needing it', () => {
    expect(csvField('=SUM(A1)', true)).toBe("'=SUM(A1)");
    expect(csvField('@cmd;x', true)).toBe(`"'@cmd;x"`);
    expect(csvField('\tlead', true)).toBe(`"'\tlead"`);
    expect(csvField('=SUM(A1)')).toBe('=SUM(A1)');
  });

  it('a line of fields splits back into the same fields on commas only', () => {
    const line = csvLine(['Asha; Ravi', 'x\ty', 'plain'].map((f) => csvField(f)));
    expect(line).toBe('"Asha; Ravi","x\ty",plain\r\n');
  });
});
