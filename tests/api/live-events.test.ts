import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../schemas/money';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { readLiveStream, tagsOf } from './live-stream-reader';

let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clara: Person;
let ravi: Person;
let campaignId: string;
const open: ReturnType<typeof readLiveStream>[] = [];

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000);
  clara = await api.signup('user', 'Clara Clipper');
  ravi = await api.signup('user', 'Ravi Clipper');
  campaignId = (await createCampaign(api, creator, { title: 'Podcast cuts', payoutPer1000Views: 50 }))._id;
  for (const person of [clara, ravi]) await api.ok('joinCampaign', { token: person.token, params: { id: campaignId } });
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await api.close();
});

async function stream(person: Person | null, lastEventId?: string) {
  const headers: Record<string, string> = {};
  if (person) headers.Authorization = `Bearer ${person.token}`;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const response = await api.app.request('/api/events', { headers });
  if (response.status !== 200) return { status: response.status, body: await response.json() };
  const reader = readLiveStream(response);
  open.push(reader);
  await reader.ready();
  return { status: 200, reader, headers: response.headers };
}

async function opened(person: Person, lastEventId?: string) {
  const answer = await stream(person, lastEventId);
  if (!('reader' in answer) || !answer.reader) throw new Error(`GET /api/events answered ${answer.status}`);
  return answer.reader;
}

const submit = (person: Person) =>
  api.ok(
    'submitClip',
    {
      token: person.token,
      body: { campaignId, clipLink: `https://www.youtube.com/shorts/${newVideoId()}`, viewCount: 1000 },
    },
    201,
  );

describe('GET /api/events', () => {
  it('is for signed-in people only, and streams uncompressed and unstored', async () => {
    const anonymous = await stream(null);
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Please log in to continue.' } });

    const response = await api.app.request('/api/events', {
      headers: { Authorization: `Bearer ${clara.token}`, 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-cache, no-transform');
    await response.body?.cancel();
  });

  it("tells a creator of a new clip, and its clipper of the approval's money, but no one else", async () => {
    const creatorStream = await opened(creator);
    const claraStream = await opened(clara);
    const raviStream = await opened(ravi);

    const { clip } = await submit(clara);
    const submitted = await creatorStream.next((event) => tagsOf(event).includes(`clip:${clip._id}`));
    expect(submitted.event).toMatchObject({
      type: 'change',
      notices: [{ key: `clip:${clip._id}:submitted`, text: 'New clip to review on “Podcast cuts”.' }],
    });
    expect(tagsOf(submitted.event)).toEqual(expect.arrayContaining([`campaign:${campaignId}`]));

    const approved = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 1000 },
    });
    const money = await claraStream.next((event) => event.type === 'change' && event.notices.length > 0);
    expect(approved.clip.earnings).toBeGreaterThan(0);
    expect(money.event).toEqual({
      type: 'change',
      tags: expect.arrayContaining([
        `user:${clara.user._id}`,
        `campaign:${campaignId}`,
        'campaigns',
        `clip:${clip._id}`,
      ]),
      notices: [
        {
          key: `clip:${clip._id}:approved`,
          text: `Your clip on “Podcast cuts” was approved: ${formatRupees(approved.clip.earnings)}`,
          at: expect.any(String),
        },
      ],
    });
    expect(tagsOf(money.event)).not.toContain('platform');

    // Ravi joined the same campaign: he hears of it (his pending estimates), never of Clara's wallet or clip.
    // Delivered in order: once the later public change arrived, anything meant for him about the approval had too.
    const before = raviStream.received.length;
    await createCampaign(api, creator, { title: 'Later' });
    await raviStream.next((event) => tagsOf(event).includes('campaigns'), before);
    const heard = raviStream.received.flatMap((item) => tagsOf(item.event));
    expect(heard).toContain(`campaign:${campaignId}`);
    expect(heard).not.toContain(`user:${clara.user._id}`);
    expect(heard).not.toContain(`clip:${clip._id}`);
    expect(raviStream.received.flatMap((item) => (item.event.type === 'change' ? item.event.notices : []))).toEqual([]);
  });

  it("gives an admin the platform's changes", async () => {
    const admin = await api.admin();
    const adminStream = await opened({ ...admin, password: '', user: admin.user });
    await submit(ravi);
    const event = await adminStream.next((item) => tagsOf(item).includes('platform'));
    expect(tagsOf(event.event)).not.toContain(`user:${ravi.user._id}`);
  });

  it('replays the changes after Last-Event-ID, and resyncs for an id it cannot replay', async () => {
    const first = await opened(clara);
    const from = first.lastId();
    if (!from) throw new Error('no id');
    await first.close();

    const { clip } = await submit(clara);
    const body = { reason: 'requirements_not_met', note: 'Needs captions.' };
    await api.ok('rejectClip', { token: creator.token, params: { id: clip._id }, body });

    const resumed = await opened(clara, from);
    const rejected = await resumed.next(
      (event) => event.type === 'change' && event.notices.some((notice) => notice.key === `clip:${clip._id}:rejected`),
    );
    // The reason's label from docs/product.md#clip-review.
    expect(rejected.event).toMatchObject({
      notices: [{ text: 'Your clip on “Podcast cuts” was rejected. Reason: Requirements not met.' }],
    });
    // The submission came first, in order, with its own id.
    const ids = resumed.received.map((item) => Number(item.id.split('.')[1]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(resumed.received[0]?.event).toMatchObject({ tags: expect.arrayContaining([`clip:${clip._id}`]) });

    for (const unknown of ['0123456789ab.1', 'not an id', `${from.split('.')[0]}.999999`]) {
      const other = await opened(clara, unknown);
      const resync = await other.next((event) => event.type === 'resync');
      expect(resync.id).toMatch(/^[0-9a-f]{12}\.\d+$/);
    }
  });
  it('tells the creator of an appeal, and both sides of its decision (docs/product.md#appeals)', async () => {
    const { clip } = await submit(clara);
    await api.ok('rejectClip', { token: creator.token, params: { id: clip._id } });
    const creatorStream = await opened(creator);
    const claraStream = await opened(clara);
    const body = { message: 'These views are real.' };
    await api.ok('appealClip', { token: clara.token, params: { id: clip._id }, body }, 201);
    const appealed = await creatorStream.next(
      (event) => event.type === 'change' && event.notices.some((n) => n.key === `clip:${clip._id}:appealed`),
    );
    expect(appealed.event).toMatchObject({
      notices: [{ text: 'A clipper appealed your rejection on “Podcast cuts”.' }],
    });
    const admin = await api.admin();
    const decision = { decision: 'uphold', note: 'Right call.' };
    await api.ok('decideAppeal', { token: admin.token, params: { id: clip._id }, body: decision });
    const upheld = await claraStream.next(
      (event) => event.type === 'change' && event.notices.some((n) => n.key === `clip:${clip._id}:appeal-upheld`),
    );
    expect(upheld.event).toMatchObject({
      notices: [{ text: 'Your appeal on “Podcast cuts” was upheld: the rejection stands.' }],
    });
    await creatorStream.next(
      (event) =>
        event.type === 'change' &&
        event.notices.some((n) => n.text === 'An appeal on “Podcast cuts” was upheld: the rejection stands.'),
    );
  });
});
