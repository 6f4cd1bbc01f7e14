import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { signupForm } from '@schemas/auth';
import { campaignRules } from '@schemas/campaign';
import { formResolver } from '@web/lib/form-resolver';
import { activateLanguage, loadAppMessages } from '@web/lib/i18n';

// The schemas' messages are catalogue keys (docs/languages.md): the forms show them in the reader's language. The
// expected words are the catalogue's own.
const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/${language}/validation.json`), 'utf8')) as Record<
    string,
    string
  >;
const options = <Values extends object>(criteriaMode?: 'all'): ResolverOptions<Values> => ({
  fields: {},
  shouldUseNativeValidation: false,
  ...(criteriaMode ? { criteriaMode } : {}),
});

const emptySignup = { name: '', email: 'nobody', password: '', role: 'user' } as const;

afterEach(async () => {
  await activateLanguage('en');
});

describe('formResolver', () => {
  it("says each field's message in English", async () => {
    const en = catalogue('en');
    const { errors } = await formResolver(signupForm)(emptySignup, undefined, options());
    expect(errors.name?.message).toBe(en['validation.fullNameRequired']);
    expect(errors.email?.message).toBe(en['validation.emailInvalid']);
    expect(errors.password?.message).toBe(en['validation.passwordRequired']);
  });

  it('says them in Hindi to a Hindi reader, nested fields and every rule included', async () => {
    const hi = catalogue('hi');
    await activateLanguage('hi');
    await loadAppMessages();
    const { errors } = await formResolver(signupForm)(emptySignup, undefined, options('all'));
    expect(errors.name?.message).toBe(hi['validation.fullNameRequired']);
    expect(errors.password?.types).toEqual({ too_small: hi['validation.passwordRequired'] });
    const tags = await formResolver(campaignRules)({ requiredTags: ['#ok', 'no spaces'] }, undefined, options());
    expect(tags.errors.requiredTags?.[1]?.message).toBe(hi['validation.requiredTagInvalid']);
  });

  it('leaves words that are not a key as they are', async () => {
    const { errors } = await formResolver(signupForm.refine(() => false, { error: 'Plain words', path: ['name'] }))(
      { name: 'Asha', email: 'asha@example.com', password: 'long-enough', role: 'user' } as const,
      undefined,
      options(),
    );
    expect(errors.name?.message).toBe('Plain words');
  });
});
