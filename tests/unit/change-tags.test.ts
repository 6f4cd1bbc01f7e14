import { describe, expect, it } from 'vitest';
import { changeTags, isChangeTag, parseTag, tagList } from '../../schemas/change-tags';
import { liveEvent } from '../../schemas/events';

const id = '0b6f1c2e-4d3a-4f5e-9a8b-7c6d5e4f3a2b';

describe('the change-tag vocabulary (schemas/change-tags.ts)', () => {
  it('takes every tag the server names apart into its kind and id', () => {
    expect(parseTag(changeTags.campaigns)).toEqual({ kind: 'campaigns' });
    expect(parseTag(changeTags.platform)).toEqual({ kind: 'platform' });
    expect(parseTag(changeTags.campaign(id))).toEqual({ kind: 'campaign', id });
    expect(parseTag(changeTags.user(id))).toEqual({ kind: 'user', id });
    expect(parseTag(changeTags.account(id))).toEqual({ kind: 'account', id });
    expect(parseTag(changeTags.clip(id))).toEqual({ kind: 'clip', id });
    expect(parseTag(changeTags.escrow(id))).toEqual({ kind: 'escrow', id });
  });

  it('refuses what is not a tag: an unknown kind, a missing id, no kind, a bare word', () => {
    for (const text of ['wallet:1', 'campaign:', ':abc', 'users', '', 'platform:1'])
      expect([text, parseTag(text)]).toEqual([text, null]);
    expect(isChangeTag('clip:abc')).toBe(true);
    expect(isChangeTag('clips:abc')).toBe(false);
  });

  it('lists a change once per tag, leaving out the parties a write did not know', () => {
    expect(tagList(changeTags.user(id), null, '', undefined, false, changeTags.user(id), changeTags.platform)).toEqual([
      `user:${id}`,
      'platform',
    ]);
  });

  it('refuses a live event naming a tag outside the vocabulary', () => {
    expect(liveEvent.safeParse({ type: 'change', tags: [`clip:${id}`], notices: [] }).success).toBe(true);
    expect(liveEvent.safeParse({ type: 'change', tags: ['wallet:1'], notices: [] }).success).toBe(false);
  });
});
