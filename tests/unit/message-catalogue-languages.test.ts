import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { findHardCodedText, findHardCodedTextIn } from '../support/hard-coded-text';

// The message catalogues (messages/<language>/<area>.json, docs/languages.md): the same keys in both languages, the
// same placeholders, Hindi written in Hindi, and no words in the screens' code.
const DIR = join(import.meta.dirname, '../../messages');
const areas = readdirSync(join(DIR, 'en')).filter((file) => file.endsWith('.json'));
const read = (language: string, area: string) =>
  JSON.parse(readFileSync(join(DIR, language, area), 'utf8')) as Record<string, string>;

/** The names of a compiled message's placeholders (plural and select ones too, and those inside their branches). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      const choices: unknown = token[2];
      if (choices && typeof choices === 'object') for (const branch of Object.values(choices)) visit(branch);
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

/** Words that read the same in Hindi apps: names, codes and units. */
const SAME_IN_HINDI =
  /^[\s\d\W]*(ClipMandi|YouTube|Instagram|UPI ID|UPI|CSV|PDF|OTP|URL|ID|Razorpay|RazorpayX|Google|English|Shorts|Reels|PAN|GST|₹|\{\w+\}|[\s\d\W])*[\s\d\W]*$/u;

describe('the message catalogues', () => {
  it('have the same files in English and Hindi', () => {
    expect(
      readdirSync(join(DIR, 'hi'))
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...areas].sort());
  });

  it.each(areas)('%s: Hindi has every English key and no other', (area) => {
    expect(Object.keys(read('hi', area)).sort()).toEqual(Object.keys(read('en', area)).sort());
  });

  it.each(areas)('%s: each Hindi message is valid ICU with the English placeholders', (area) => {
    const english = read('en', area);
    for (const [key, message] of Object.entries(read('hi', area)))
      expect(placeholders(message), `${area} ${key}`).toEqual(placeholders(english[key] ?? ''));
  });

  it.each(areas)('%s: Hindi messages are written in Hindi (names, codes and units aside)', (area) => {
    const english = Object.entries(read('hi', area)).filter(
      ([, message]) => !/\p{Script=Devanagari}/u.test(message) && !SAME_IN_HINDI.test(message),
    );
    expect(english).toEqual([]);
  });

  it('name each key once across every file', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const area of areas)
      for (const key of Object.keys(read('en', area))) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${area}`);
        seen.set(key, area);
      }
    expect(twice).toEqual([]);
  });
});

describe('the screens', () => {
  it('write no words of their own: every text a person reads comes from the catalogue', () => {
    expect(findHardCodedText().map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('finds planted words (the check above can fail)', () => {
    const found = findHardCodedTextIn(
      `export const A = () => <Button title="Save it" aria-label={t('ok')}>Save</Button>;\n` +
        `const note = \`Review due by \${date}\`;\nconst brand = <b>ClipMandi</b>;\nconst ok = t('saved');`,
    );
    expect(found.map(({ text }) => text)).toEqual(['Save it', 'Save', 'Review due by {}']);
  });
});

describe('Hindi wording', () => {
  // The same English says different things in these places (a column's "Joined" is a date, a button's a state).
  const SAYS_MORE_THAN_ONE_THING = new Set(['Requested', 'Joined', 'Active', 'Appeal', 'Rejected']);

  it('is one for one English text: a term reads the same on every screen', () => {
    const hindiOf = new Map<string, Set<string>>();
    for (const area of areas) {
      const hindi = read('hi', area);
      for (const [key, english] of Object.entries(read('en', area))) {
        if (SAYS_MORE_THAN_ONE_THING.has(english)) continue;
        hindiOf.set(english, (hindiOf.get(english) ?? new Set()).add(hindi[key] ?? ''));
      }
    }
    expect([...hindiOf].filter(([, hindi]) => hindi.size > 1).map(([english, hindi]) => [english, [...hindi]])).toEqual(
      [],
    );
  });
});
