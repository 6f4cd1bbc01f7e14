import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClipperProfile } from '@schemas/clipper-profile';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const profile: ClipperProfile = {
  _id: ID,
  name: 'Priya Clips',
  memberSince: '2026-03-01T10:00:00.000Z',
  approvedClips: 1234,
  rejectedClips: 56,
  approvalRate: 96,
  measuredViews: 4_560_789,
  channels: [{ channelId: 'UCabc', title: 'Priya Shorts', url: 'https://www.youtube.com/channel/UCabc' }],
};

describe('Clipper profile (/clipper/:id)', () => {
  it("shows anyone the clipper's track record and linked channels", async () => {
    const api = mockApi({ [`GET /api/clippers/${ID}`]: { body: { clipper: profile } } });
    renderApp(`/clipper/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Clips' }, { timeout: 5000 })).toBeTruthy();
    const figure = (label: string) =>
      within(screen.getByRole('group', { name: label })).getAllByText(/./)[1]?.textContent;
    expect(figure('Approved clips')).toBe('1,234');
    expect(figure('Rejected clips')).toBe('56');
    expect(figure('Approval rate')).toBe('96%');
    expect(figure('Measured views')).toBe('45,60,789');
    const channel = screen.getByRole('link', { name: 'Priya Shorts' });
    expect(channel.getAttribute('href')).toBe('https://www.youtube.com/channel/UCabc');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(`GET /api/clippers/${ID}`);
  });

  it('says so for an id that is not a clipper', async () => {
    mockApi({ [`GET /api/clippers/${ID}`]: { status: 404, body: { message: 'Clipper not found.' } } });
    renderApp(`/clipper/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clipper Not Found' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a dash for the rate of a clipper with nothing decided, and no channel', async () => {
    const fresh = {
      ...profile,
      approvedClips: 0,
      rejectedClips: 0,
      approvalRate: null,
      measuredViews: 0,
      channels: [],
    };
    mockApi({ [`GET /api/clippers/${ID}`]: { body: { clipper: fresh } } });
    renderApp(`/clipper/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Priya Clips' }, { timeout: 5000 });
    expect(within(screen.getByRole('group', { name: 'Approval rate' })).getByText('No clip decided yet')).toBeTruthy();
    expect(screen.getByText('No YouTube channel linked yet.')).toBeTruthy();
  });
});
