import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { aClip, aUserDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const clipper = aUser('user');
const DAY = 24 * 3600 * 1000;
const REJECTED_AT = '2025-03-07T10:00:00.000Z';
const rejection = { reason: 'requirements_not_met', note: 'Too long for a Short.', by: 'creator', at: REJECTED_AT };
const campaign = (title: string) => ({ _id: '00000000-0000-4000-8000-0000000000c1', title });
const rejected = (title: string, overrides: Record<string, unknown> = {}) =>
  aClip({ campaign: campaign(title), status: 'rejected', decidedBy: 'creator', rejection, ...overrides });
const anAppeal = (overrides: Record<string, unknown> = {}) => ({
  status: 'open',
  message: 'The Short is 58 seconds long.',
  answer: null,
  decisionNote: null,
  at: '2025-03-08T10:00:00.000Z',
  answeredAt: null,
  decidedAt: null,
  ...overrides,
});

/** The clipper's dashboard on My Clips, listing `clips()` as the server answers now. */
async function openMyClips(clips: () => unknown[], handlers: Record<string, Handler> = {}) {
  storeSession(clipper);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: clipper } },
    'GET /api/user/dashboard': () => ({
      body: aUserDashboard(clipper, { clipCounts: { total: clips().length, pending: 0, approved: 0, rejected: 1 } }),
    }),
    'GET /api/clips/my-clips': () => ({ body: { clips: clips(), nextCursor: null } }),
    ...handlers,
  });
  const view = renderApp('/dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'My Clips' }, { timeout: 10_000 }));
  await screen.findByText(/^My Clips \(/);
  return { api, ...view };
}

/** The card of the clip on `title`. */
const card = async (title: string) =>
  within((await screen.findByText(title, { selector: 'p' })).closest('li') as HTMLElement);

describe('My Clips: appealing a rejection (docs/product.md#appeals)', () => {
  it('offers Appeal only while the window is open, asks why, sends it and shows the appeal', async () => {
    const open = rejected('Open window', { appealUntil: new Date(Date.now() + 3 * DAY).toISOString() });
    const late = rejected('Window passed', { appealUntil: new Date(Date.now() - DAY).toISOString() });
    const none = rejected('Campaign deleted');
    let appealed = false;
    const { api, user } = await openMyClips(
      () => [appealed ? { ...open, appealUntil: null, appeal: anAppeal() } : open, late, none],
      {
        [`POST /api/clips/${open._id}/appeal`]: () => {
          appealed = true;
          return {
            status: 201,
            body: { message: said('appealSent'), clip: { ...open, appealUntil: null, appeal: anAppeal() } },
            changed: [`clip:${open._id}`, `user:${clipper._id}`, `campaign:${open.campaign._id}`],
          };
        },
      },
    );
    const openCard = await card('Open window');
    expect(openCard.getByText('Reason: Requirements not met. Note: Too long for a Short.')).toBeTruthy();
    expect((await card('Window passed')).queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect((await card('Campaign deleted')).queryByRole('button', { name: 'Appeal' })).toBeNull();

    await user.click(openCard.getByRole('button', { name: 'Appeal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Appeal rejection' }));
    const message = dialog.getByRole('textbox', { name: 'Why should this rejection be reviewed?' });
    expect(message.getAttribute('maxlength')).toBe('1000');
    // Nothing written: the contract's message, and no call.
    await user.click(dialog.getByRole('button', { name: 'Send appeal' }));
    expect(await dialog.findByText(said('appealMissing'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(message, 'The Short is 58 seconds long.');
    await user.click(dialog.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(said('appealSent'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/clips/${open._id}/appeal`, { message: 'The Short is 58 seconds long.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Appeal rejection' })).toBeNull());
    // The answer named the clipper's reads: My Clips is read again and shows the appeal, with no Appeal left.
    const after = await card('Open window');
    expect(await after.findByText('Appeal: open — waiting for an admin.')).toBeTruthy();
    expect(after.getByText("Clipper's message: The Short is 58 seconds long.")).toBeTruthy();
    expect(after.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it("toasts the server's refusal and keeps the dialog", async () => {
    const clip = rejected('Late', { appealUntil: new Date(Date.now() + DAY).toISOString() });
    const { user } = await openMyClips(() => [clip], {
      [`POST /api/clips/${clip._id}/appeal`]: { status: 422, body: { message: said('appealLate', { days: '7' }) } },
    });
    await user.click((await card('Late')).getByRole('button', { name: 'Appeal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Appeal rejection' }));
    await user.type(dialog.getByRole('textbox', { name: 'Why should this rejection be reviewed?' }), 'Please look.');
    await user.click(dialog.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(said('appealLate', { days: '7' }))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Appeal rejection' })).toBeTruthy();
  });

  it("shows each appeal's history: where it stands, the messages, the answer and the admin's note", async () => {
    const waiting = rejected('Waiting', {
      appeal: anAppeal({ answer: 'It breaks the rules.', answeredAt: '2025-03-08T12:00:00.000Z' }),
    });
    const upheld = rejected('Upheld', {
      appeal: anAppeal({ status: 'upheld', decisionNote: 'The rules say 45 seconds.' }),
    });
    const overturned = aClip({
      campaign: campaign('Overturned'),
      status: 'approved',
      earnings: 44,
      decidedBy: 'admin',
      decisionReason: said('overturnedReason'),
      rejection,
      appeal: anAppeal({ status: 'overturned', decidedAt: '2025-03-09T10:00:00.000Z' }),
    });
    await openMyClips(() => [waiting, upheld, overturned]);

    const first = await card('Waiting');
    expect(first.getByText('Appeal: open — waiting for an admin.')).toBeTruthy();
    expect(first.getByText("Clipper's message: The Short is 58 seconds long.")).toBeTruthy();
    expect(first.getByText("Creator's answer: It breaks the rules.")).toBeTruthy();
    expect(first.queryByText(/^Admin's note/)).toBeNull();

    const second = await card('Upheld');
    expect(second.getByText(said('appealUpheld'))).toBeTruthy();
    expect(second.getByText("Admin's note: The rules say 45 seconds.")).toBeTruthy();
    expect(second.queryByText(/^Creator's answer/)).toBeNull();

    const third = await card('Overturned');
    expect(third.getByText('Appeal overturned: the clip was approved.')).toBeTruthy();
    // The rejection stays on the clip whatever the outcome; the approval says who decided and why.
    expect(third.getByText('Reason: Requirements not met. Note: Too long for a Short.')).toBeTruthy();
    expect(third.getByText(`Decided by an admin. ${said('overturnedReason')}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('shows the appeal on the overview’s recent clips too', async () => {
    storeSession(clipper);
    const clip = rejected('Recent', { appeal: anAppeal({ status: 'upheld' }) });
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': {
        body: aUserDashboard(clipper, {
          userClips: [clip],
          clipCounts: { total: 1, pending: 0, approved: 0, rejected: 1 },
        }),
      },
      'GET /api/clips/my-clips': { body: { clips: [clip], nextCursor: null } },
    });
    renderApp('/dashboard');
    const overview = within(await screen.findByRole('tabpanel', {}, { timeout: 10_000 }));
    expect(await overview.findByText(said('appealUpheld'))).toBeTruthy();
    expect(overview.getByText("Clipper's message: The Short is 58 seconds long.")).toBeTruthy();
  });
});
