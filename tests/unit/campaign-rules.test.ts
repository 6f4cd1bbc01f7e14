import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/server/paging/keyset-cursor';
import { notActiveMessage } from '../../src/server/campaigns/campaign-record';
import { statusAfterEdit } from '../../src/server/campaigns/update-campaign';

describe('status after an edit', () => {
  it('completes a campaign with nothing left, whatever was asked', () => {
    expect(statusAfterEdit(false, 'active', 0)).toBe('completed');
    expect(statusAfterEdit(false, undefined, 0)).toBe('completed');
    expect(statusAfterEdit(false, 'paused', 0)).toBe('completed');
  });
  it("keeps an admin's pause whatever the budget becomes", () => {
    expect(statusAfterEdit(true, undefined, 0)).toBe('paused');
    expect(statusAfterEdit(true, 'paused', 0)).toBe('paused');
    expect(statusAfterEdit(true, undefined, 5)).toBe('paused');
    expect(statusAfterEdit(true, 'paused', 5)).toBe('paused');
  });
  it('reactivates a completed campaign whose budget grew', () => {
    expect(statusAfterEdit(false, undefined, 1)).toBe('active');
    expect(statusAfterEdit(false, 'active', 1)).toBe('active');
  });
  it('refuses a creator pausing or resuming: only the admin does', () => {
    expect(() => statusAfterEdit(true, 'active', 5)).toThrowError('Only the admin can pause or resume a campaign.');
    expect(() => statusAfterEdit(true, 'active', 0)).toThrowError('Only the admin can pause or resume a campaign.');
    expect(() => statusAfterEdit(false, 'paused', 5)).toThrowError('Only the admin can pause or resume a campaign.');
  });
});

describe('campaign list cursor', () => {
  it('round-trips Postgres timestamps with microseconds', () => {
    const cursor = { at: '2026-11-22 07:04:27.123456+00', id: '0f8fad5b-d9cb-469f-a165-70867728950e' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });
  it('refuses anything it did not hand out with 400', () => {
    for (const bad of [
      '',
      'abc',
      Buffer.from('["x","y"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad)).toThrowError('Invalid cursor');
    }
  });
});

describe('refusal wording', () => {
  it('says why a campaign refuses', () => {
    expect(notActiveMessage('completed', 'participants')).toBe(
      'This campaign is completed and no longer accepts new participants.',
    );
    expect(notActiveMessage('paused', 'clips')).toBe(
      'This campaign is paused and does not accept clip submissions right now.',
    );
  });
});
