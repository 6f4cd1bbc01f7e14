import { describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n/catalogue';
import { words } from '../support/words';

// A message's values come out exactly as given (messages/format.ts), whatever backslashes a person typed into them.
describe('a message with values', () => {
  it('keeps a value with backslash sequences as typed, in both languages', () => {
    const reason = String.raw`spam \u0041 \x41 C:\new`;
    expect(translate('en', 'accountSuspended', { reason })).toBe(
      words('en', 'accountSuspended', { reason: 'R' }).replace('R', reason),
    );
    expect(translate('hi', 'accountSuspended', { reason })).toContain(reason);
  });

  it('fills plurals and numbers in the language, and several values at once', () => {
    expect(translate('en', 'payToName', { name: 'Asha \\ K', upiId: 'asha@upi' })).toBe('Pay to Asha \\ K (asha@upi)?');
    expect(translate('hi', 'payToName', { name: 'Asha', upiId: 'asha@upi' })).toBe(
      words('hi', 'payToName', { name: 'Asha', upiId: 'asha@upi' }),
    );
  });
});
