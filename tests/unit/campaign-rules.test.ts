import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/server/paging/keyset-cursor';
import { notActiveMessage } from '../../src/server/campaigns/campaign-record';
import { translate } from '../../src/server/i18n/catalogue';
import { campaignStatusOf, pausedByOf } from '../../src/server/campaigns/moderation';
import { creatorPauseAfterEdit } from '../../src/server/campaigns/update-campaign';
import { said } from '../support/catalogue';

// docs/product.md#campaign-pause
describe('status after an edit', () => {
  const none = { pausedByAdmin: false, pausedByCreator: false, endedAt: null };
  const byAdmin = { pausedByAdmin: true, pausedByCreator: false, endedAt: null };
  const byCreator = { pausedByAdmin: false, pausedByCreator: true, endedAt: null };
  it('completes a campaign with nothing left unless it is paused', () => {
    expect(campaignStatusOf(none, 0)).toBe('completed');
    expect(campaignStatusOf(byAdmin, 0)).toBe('paused');
    expect(campaignStatusOf(byCreator, 0)).toBe('paused');
    expect(campaignStatusOf(none, 1)).toBe('active');
  });
  it('completes an ended campaign for good, paused or not (docs/product.md#campaign-dates)', () => {
    const endedAt = new Date();
    expect(campaignStatusOf({ ...byAdmin, endedAt }, 100)).toBe('completed');
    expect(campaignStatusOf({ ...none, endedAt }, 100)).toBe('completed');
  });
  it("sets and lifts the creator's pause as asked, and keeps it when not asked", () => {
    expect(creatorPauseAfterEdit(none, 'paused')).toBe(true);
    expect(creatorPauseAfterEdit(byCreator, 'active')).toBe(false);
    expect(creatorPauseAfterEdit(byCreator, undefined)).toBe(true);
    expect(creatorPauseAfterEdit(none, undefined)).toBe(false);
  });
  it("leaves an admin's pause to the admin: resuming is refused, pausing changes nothing", () => {
    expect(() => creatorPauseAfterEdit(byAdmin, 'active')).toThrowError(said('adminPauseHolds'));
    expect(creatorPauseAfterEdit(byAdmin, 'paused')).toBe(false);
    expect(creatorPauseAfterEdit({ pausedByAdmin: true, pausedByCreator: true }, 'paused')).toBe(true);
  });
  it('names the admin before the creator when both paused it', () => {
    expect(pausedByOf({ pausedByAdmin: true, pausedByCreator: true })).toBe('admin');
    expect(pausedByOf(byCreator)).toBe('creator');
    expect(pausedByOf(none)).toBeNull();
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
    expect(translate('en', notActiveMessage('completed', 'participants'))).toBe(
      'This campaign is completed and no longer accepts new participants.',
    );
    expect(translate('en', notActiveMessage('paused', 'clips'))).toBe(
      'This campaign is paused and does not accept clip submissions right now.',
    );
  });
});
