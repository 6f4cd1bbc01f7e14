import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type CallOptions, type TestApi } from './harness';
import { said } from '../support/catalogue';

// The server answers a refusal in the caller's language (docs/languages.md "The server's words"): Hindi for
// `Accept-Language: hi`, English otherwise, with the catalogue key as its `code` in both.

/** The Hindi catalogue as the files write it (every area: a validation message is said by the server too). */
const HINDI_DIR = join(import.meta.dirname, '../../messages/hi');
const hindiCatalogue: Record<string, string> = Object.assign(
  {},
  ...readdirSync(HINDI_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(HINDI_DIR, file), 'utf8')) as Record<string, string>),
);

/** `key`'s Hindi message with its `{name}` and `{name, number}` placeholders filled as the server writes them. */
function hindi(key: string, values: Record<string, string> = {}): string {
  const message = hindiCatalogue[key];
  if (message === undefined) throw new Error(`messages/hi has no "${key}"`);
  return message.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Hindi "${key}" needs a value for {${name}}`);
    return value;
  });
}

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const inLanguage = (language: string | undefined, options: CallOptions = {}): CallOptions =>
  language === undefined ? options : { ...options, headers: { ...options.headers, 'Accept-Language': language } };

describe('a refusal in the caller’s language', () => {
  it('is Hindi for Accept-Language: hi, with the same code as in English', async () => {
    const clipper = await api.signup('user');
    const creator = await api.signup('creator');
    const block = { clipperId: clipper.user._id, reason: 'Reposts other people’s clips' };
    await api.ok('blockClipper', { token: creator.token, body: block }, 201);
    const again = (language?: string) =>
      api.call('blockClipper', inLanguage(language, { token: creator.token, body: block }));

    const english = await again();
    expect(english).toMatchObject({ status: 409, json: { message: said('alreadyBlocked'), code: 'alreadyBlocked' } });
    const inHindi = await again('hi-IN,hi;q=0.9,en;q=0.8');
    expect(inHindi).toMatchObject({ status: 409, json: { message: hindi('alreadyBlocked'), code: 'alreadyBlocked' } });
    expect(hindi('alreadyBlocked')).toMatch(/\p{Script=Devanagari}/u);

    // The route table's own refusals too: no session, and another role's call.
    const anonymous = await api.call('me', inLanguage('hi'));
    expect(anonymous).toMatchObject({ status: 401, json: { message: hindi('pleaseLogIn'), code: 'pleaseLogIn' } });
    const creatorsOnly = await api.call('createCampaign', inLanguage('hi', { token: clipper.token, body: {} }));
    expect(creatorsOnly).toMatchObject({
      status: 403,
      json: { message: hindi('creatorsManage'), code: 'creatorsManage' },
    });
  });

  it('is English with no Accept-Language, and for a language it does not speak', async () => {
    for (const language of [undefined, 'fr', 'fr-FR,de;q=0.5']) {
      const res = await api.call('me', inLanguage(language));
      expect(res.json, language).toEqual({ message: 'Please log in to continue.', code: 'pleaseLogIn' });
    }
    const creator = await api.signup('creator');
    const res = await api.call(
      'joinCampaign',
      inLanguage('fr', { token: creator.token, params: { id: newVideoId() } }),
    );
    expect(res.json).toMatchObject({ code: 'clippersJoin' });
    expect((res.json as { message: string }).message).not.toMatch(/\p{Script=Devanagari}/u);
  });

  it('says a wait in the caller’s words (a rate limit)', async () => {
    const account = await api.signup('user');
    const login = (language?: string) =>
      api.call('login', inLanguage(language, { body: { email: account.email, password: 'not-the-password' } }));
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login()).status).toBe(401);
    expect(await login()).toMatchObject({
      status: 429,
      json: { message: 'Too many failed login attempts. Please try again in 1 minute.', code: 'tooManyLogins' },
    });
    const inHindi = await login('hi');
    expect(inHindi).toMatchObject({ status: 429, json: { code: 'tooManyLogins' } });
    expect((inHindi.json as { message: string }).message).toBe(hindi('tooManyLogins', { wait: '1 मिनट' }));
  });
});

describe('a validation refusal (a bad body)', () => {
  it('carries the code of its message, and each issue its own, in either language', async () => {
    const creator = await api.signup('creator');
    const clipper = await api.signup('user');
    const body = { clipperId: clipper.user._id, reason: '   ' };
    for (const [language, message] of [
      [undefined, said('blockReasonMissing')],
      ['hi', hindi('blockReasonMissing')],
    ] as const) {
      const res = await api.call('blockClipper', inLanguage(language, { token: creator.token, body }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        message,
        code: 'blockReasonMissing',
        issues: [{ path: 'reason', message, code: 'blockReasonMissing' }],
      });
    }
  });
});

describe('a number in a message', () => {
  it('is grouped as Indian numbers are (1,23,456) in both languages', async () => {
    const creator = await fundedCreator(api, 10_000);
    const campaign = await createCampaign(api, creator, { minPaidViews: 200_000 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const submitted = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 150_000 };
    const { clip } = await api.ok('submitClip', { token: clipper.token, body: submitted }, 201);
    const approve = (language?: string) =>
      api.call(
        'approveClip',
        inLanguage(language, { token: creator.token, params: { id: clip._id }, body: { viewCount: 123_456 } }),
      );
    const counts = { views: '1,23,456', minimum: '2,00,000' };
    expect(await approve()).toMatchObject({
      status: 422,
      json: { message: said('belowMinimum', counts), code: 'belowMinimum' },
    });
    expect(await approve('hi')).toMatchObject({
      status: 422,
      json: { message: hindi('belowMinimum', counts), code: 'belowMinimum' },
    });
  });
});
