import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPEAL_MESSAGE_MAX } from '../../schemas/appeal';
import { signupRequest } from '../../schemas/auth';
import { BLOCK_REASON_MAX } from '../../schemas/block';
import { MAX_JOINED_IDS, MAX_REQUIRED_TAGS, MAX_REVIEW_WINDOW_HOURS } from '../../schemas/campaign';
import { BULK_REVIEW_MAX, REJECTION_NOTE_MAX } from '../../schemas/clip';
import { formatRupees, MAX_PAISE } from '../../schemas/money';
import { emailKinds } from '../../schemas/notifications';
import { pushKinds } from '../../schemas/push';
import { SERIES_DAYS } from '../../schemas/series';
import { isMessageKey, translate } from '../../src/server/i18n/catalogue';

/**
 * The request schemas' messages are keys of the validation catalogue (docs/languages.md): the forms and the server
 * say them in the reader's language. A message given as a literal is not type-checked as a key, so it is checked here;
 * and a message that says a rule's number says the number the rule uses.
 */
const root = join(import.meta.dirname, '../..');
const english = JSON.parse(readFileSync(join(root, 'messages/en/validation.json'), 'utf8')) as Record<string, string>;
const schemaFiles = readdirSync(join(root, 'schemas')).filter((file) => file.endsWith('.ts'));

describe('the request schemas’ messages', () => {
  it('are each a key of the validation catalogue', () => {
    const notKeys: string[] = [];
    for (const file of schemaFiles) {
      const source = readFileSync(join(root, 'schemas', file), 'utf8');
      const given = [
        ...source.matchAll(/\b(?:error|message|maxMessage)\s*:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g),
        ...source.matchAll(/()'(validation\.[^']*)'/g),
      ];
      for (const [, , text] of given)
        if (text !== undefined && !Object.hasOwn(english, text)) notKeys.push(`${file}: ${text}`);
    }
    expect(notKeys).toEqual([]);
  });

  it('are keys on the wire: a refused signup names its fields’ keys, said in English by the catalogue', () => {
    const result = signupRequest.safeParse({ name: ' ', email: 'nobody', password: 'short', role: 'admin' });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual([
      'validation.fullNameRequired',
      'validation.emailInvalid',
      'validation.passwordTooShort',
      'validation.signupRoleInvalid',
    ]);
    expect(messages.map((key) => (isMessageKey(key) ? translate('en', key) : key))).toEqual(
      messages.map((key) => english[key]),
    );
  });

  it('say the numbers the rules use', () => {
    const says = (key: string, ...numbers: (number | string)[]) =>
      expect(english[key], key).toSatisfy((text: string) => numbers.every((n) => text.includes(String(n))));
    says('validation.reviewWindowInvalid', MAX_REVIEW_WINDOW_HOURS);
    says('validation.requiredTagsTooMany', MAX_REQUIRED_TAGS);
    says('validation.joinedIdsTooMany', MAX_JOINED_IDS);
    says('validation.seriesDaysInvalid', SERIES_DAYS.min, SERIES_DAYS.max);
    says('validation.notificationSettingsTooMany', emailKinds.length);
    says('validation.pushKindsTooMany', pushKinds.length);
    says('validation.amountTooLarge', formatRupees(MAX_PAISE));
    says('appealTooLong', APPEAL_MESSAGE_MAX);
    says('validation.appealNoteTooLong', APPEAL_MESSAGE_MAX);
    says('blockReasonTooLong', BLOCK_REASON_MAX);
    says('rejectionNoteTooLong', REJECTION_NOTE_MAX);
    says('bulkReviewCount', BULK_REVIEW_MAX);
  });
});
