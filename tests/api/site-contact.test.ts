import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('GET /api/site/contact', () => {
  it('answers null for every detail that is not configured (no made-up address or phone)', async () => {
    api = await startTestApi();
    const res = await api.call('siteContact');
    expect(res).toMatchObject({ status: 200, json: { contact: { email: null, phone: null, address: null } } });
  });

  it('answers the configured details to anyone, as a public read browsers and the read cache may keep', async () => {
    const contact = {
      email: 'hello@clipmandi.example',
      phone: '+91 80 4000 1234',
      address: '12 MG Road, Bengaluru 560001',
    };
    api = await startTestApi({ contact });
    const first = await api.call('siteContact');
    expect(first).toMatchObject({ status: 200, json: { contact } });
    expect(first.headers.get('etag')).toBeTruthy();
    const again = await api.call('siteContact');
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('leaves out only what is unset', async () => {
    api = await startTestApi({ contact: { email: 'support@clipmandi.example' } });
    expect((await api.ok('siteContact')).contact).toEqual({
      email: 'support@clipmandi.example',
      phone: null,
      address: null,
    });
  });
});
