import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { aCampaign, aClip, aCreatorDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const creator = aUser('creator');
const rejection = {
  reason: 'inauthentic_views',
  note: 'All views in one minute.',
  by: 'creator',
  at: '2025-03-07T10:00:00.000Z',
};
const anAppeal = (overrides: Record<string, unknown> = {}) => ({
  status: 'open',
  message: 'My audience watches at launch.',
  answer: null,
  decisionNote: null,
  at: '2025-03-08T10:00:00.000Z',
  answeredAt: null,
  decidedAt: null,
  ...overrides,
});
const LINK = 'https://www.youtube.com/shorts/abcdefghijk?feature=share&si=a-very-long-tracking-id';
const appealed = (overrides: Record<string, unknown> = {}) =>
  aClip({
    link: LINK,
    status: 'rejected',
    decidedBy: 'creator',
    rejection,
    appeal: anAppeal(),
    ...overrides,
  });

/** The creator's Pending Reviews, with the Appeals the server lists now. */
async function openReviews(handlers: Record<string, Handler>) {
  storeSession(creator);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: creator } },
    'GET /api/creator/blocks': { body: { blocks: [] } },
    'GET /api/creator/dashboard': { body: aCreatorDashboard() },
    ...handlers,
  });
  const view = renderApp('/creator');
  await view.user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }, { timeout: 10_000 }));
  const section = within(await screen.findByRole('region', { name: 'Appeals' }));
  return { api, section, ...view };
}

const appealCalls = (api: { calls: { path: string; method: string }[] }) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/api/creator/appeals').length;

describe('Pending Reviews: Appeals (docs/product.md#appeals)', () => {
  it('lists each open appeal and answers one, once', async () => {
    const unanswered = appealed();
    const answered = appealed({
      user: { _id: '00000000-0000-4000-8000-0000000000e1', name: 'Bala Clipper', email: 'bala@example.com' },
      campaign: { _id: '00000000-0000-4000-8000-0000000000c2', title: 'Recipe Reels' },
      appeal: anAppeal({ answer: 'The views came from a bot farm.', answeredAt: '2025-03-08T12:00:00.000Z' }),
    });
    let answer: string | null = null;
    const { api, section, user } = await openReviews({
      'GET /api/creator/appeals': () => ({
        body: {
          clips: [
            { ...unanswered, appeal: anAppeal({ answer, answeredAt: answer && '2025-03-09T10:00:00.000Z' }) },
            answered,
          ],
          nextCursor: null,
        },
      }),
      [`POST /api/clips/${unanswered._id}/appeal/answer`]: (call) => {
        answer = (call.body as { message: string }).message;
        return {
          body: { message: said('answerSent'), clip: { ...unanswered, appeal: anAppeal({ answer }) } },
          changed: [`clip:${unanswered._id}`, `campaign:${unanswered.campaign._id}`, `user:${creator._id}`],
        };
      },
    });
    const first = within(await section.findByRole('listitem', { name: 'Appeal by Asha Clipper on Podcast Shorts' }));
    // The link as Pending Reviews shortens it, who appealed on which campaign, the rejection, their message, when.
    const link = first.getByRole('link', { name: `${LINK.slice(0, 50)}...` });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(first.getByText('Asha Clipper on Podcast Shorts')).toBeTruthy();
    expect(first.getByText('Reason: Views look inauthentic. Note: All views in one minute.')).toBeTruthy();
    expect(first.getByText('Appeal: open — waiting for an admin.')).toBeTruthy();
    expect(first.getByText("Clipper's message: My audience watches at launch.")).toBeTruthy();
    expect(
      first
        .getByText(/^Appealed/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe('2025-03-08T10:00:00.000Z');
    const second = within(section.getByRole('listitem', { name: 'Appeal by Bala Clipper on Recipe Reels' }));
    expect(second.getByText("Creator's answer: The views came from a bot farm.")).toBeTruthy();
    expect(second.queryByRole('button', { name: /^Answer/ })).toBeNull();

    await user.click(first.getByRole('button', { name: 'Answer the appeal by Asha Clipper on Podcast Shorts' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Answer appeal' }));
    const field = dialog.getByRole('textbox', { name: 'Your answer' });
    expect(field.getAttribute('maxlength')).toBe('1000');
    await user.click(dialog.getByRole('button', { name: 'Send answer' }));
    expect(await dialog.findByText(said('answerMissing'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(field, 'Every view came in the first minute.');
    await user.click(dialog.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(said('answerSent'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/clips/${unanswered._id}/appeal/answer`, { message: 'Every view came in the first minute.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Answer appeal' })).toBeNull());
    // The answer named the creator's reads (user:): the list is read again and shows the answer instead of Answer.
    expect(await section.findByText("Creator's answer: Every view came in the first minute.")).toBeTruthy();
    expect(section.queryByRole('button', { name: /^Answer/ })).toBeNull();
  });

  it('toasts a refusal and reads the list again, as it was stale', async () => {
    const clip = appealed();
    const { api, section, user } = await openReviews({
      'GET /api/creator/appeals': { body: { clips: [clip], nextCursor: null } },
      [`POST /api/clips/${clip._id}/appeal/answer`]: { status: 409, body: { message: said('alreadyAnswered') } },
    });
    await user.click(
      await section.findByRole('button', { name: 'Answer the appeal by Asha Clipper on Podcast Shorts' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Answer appeal' }));
    await user.type(dialog.getByRole('textbox', { name: 'Your answer' }), 'Bot views.');
    const before = appealCalls(api);
    await user.click(dialog.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(said('alreadyAnswered'))).toBeTruthy();
    await waitFor(() => expect(appealCalls(api)).toBe(before + 1));
  });

  it('says when none is open, and a failed load with Try Again', async () => {
    let fail = true;
    const { section, user } = await openReviews({
      'GET /api/creator/appeals': () =>
        fail ? { status: 503, body: { message: 'Service unavailable.' } } : { body: { clips: [], nextCursor: null } },
    });
    expect(await section.findByText('Service unavailable.')).toBeTruthy();
    fail = false;
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await section.findByText('No open appeals.')).toBeTruthy();
    // The section stands beside the empty queue and the blocked clippers.
    expect(screen.getByText('No clips are waiting for review.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Blocked clippers' })).toBeTruthy();
  });

  it('keeps the approve dialog until its answer, though the Appeals list refreshes after the queue', async () => {
    const campaign = aCampaign();
    const pending = aClip({ campaign: { _id: campaign._id, title: campaign.title } });
    let approved = false;
    const { user } = await openReviews({
      'GET /api/creator/dashboard': () => ({
        body: aCreatorDashboard({ campaigns: [campaign], pendingClips: approved ? [] : [pending] }),
      }),
      // The approval names the creator (user:), so the open Appeals list is read again too, here the slower read.
      'GET /api/creator/appeals': () => ({ body: { clips: [], nextCursor: null }, delayMs: approved ? 200 : 0 }),
      [`PATCH /api/clips/${pending._id}/approve`]: () => {
        approved = true;
        return {
          body: { message: 'Clip approved successfully!', clip: { ...pending, status: 'approved' } },
          changed: [`campaign:${campaign._id}`, 'campaigns', `user:${creator._id}`],
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve clip' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    // The last clip left the queue before the answer resolved: the dialog was still there to say so.
    expect(await screen.findByText('Clip approved successfully!')).toBeTruthy();
    expect(screen.getByText('No clips are waiting for review.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve clip' })).toBeNull());
  });
});
