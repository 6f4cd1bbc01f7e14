import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clipNotice } from '../../src/server/events/live-notices';
import type { ClipFacts } from '../../src/server/events/live-clips';

// The bell's live notices are said in the reader's language (docs/languages.md); the Hindi is the catalogue's own.
const hindi = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/hi/email.json'), 'utf8')) as Record<
  string,
  string
>;

const now = new Date('2026-03-05T10:00:00Z');
const clip: ClipFacts = {
  id: 'c1',
  clipperId: 'clipper',
  creatorId: 'creator',
  status: 'rejected',
  netPaid: 0,
  createdAt: new Date('2026-03-05T09:00:00Z'),
  reviewedAt: new Date('2026-03-05T09:58:00Z'),
  campaignTitle: 'Monsoon Sale',
  rejectionReason: 'duplicate',
  appealStatus: null,
  appealedAt: null,
  appealDecidedAt: null,
};

describe('live notices', () => {
  it('tell a rejection in the reader’s language, the reason too', () => {
    expect(clipNotice('clipper', clip, now, 'en')?.text).toBe(
      'Your clip on “Monsoon Sale” was rejected. Reason: Duplicate or re-upload.',
    );
    expect(clipNotice('clipper', clip, now, 'hi')?.text).toBe(
      (hindi['email.noticeClipRejectedReason'] ?? '')
        .replace('{campaign}', 'Monsoon Sale')
        .replace('{reason}', hindi['email.reasonDuplicate'] ?? ''),
    );
  });

  it('tell an approval with its amount, and the creator of a new clip', () => {
    const approved = { ...clip, status: 'approved' as const, netPaid: 54_318, rejectionReason: null };
    expect(clipNotice('clipper', approved, now, 'en')?.text).toBe('Your clip on “Monsoon Sale” was approved: ₹543.18');
    const pending = {
      ...clip,
      status: 'pending' as const,
      reviewedAt: null,
      createdAt: new Date('2026-03-05T09:55:00Z'),
    };
    expect(clipNotice('creator', pending, now, 'hi')?.text).toBe(
      (hindi['email.noticeClipSubmitted'] ?? '').replace('{campaign}', 'Monsoon Sale'),
    );
  });
});
