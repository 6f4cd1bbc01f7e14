import { describe, expect, it } from 'vitest';
import { measuredViewsShort, measuredViewsText } from '../../src/web/components/measured-views';

/** A reel's measured views say Instagram measured them, and what an unmeasured or deleted reel means. */
describe('measured views of a reel', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const reel = { platform: 'instagram_reels' as const, videoAvailable: true };

  it('names Instagram as the measurer, and tells a reel too new to measure from a server that measures nothing', () => {
    const measured = { ...reel, measuredViews: 12_345, measuredAt: '2026-11-28T10:00:00Z' };
    expect(measuredViewsText(measured, now)).toBe('12,345 views measured by Instagram 2 hours ago');
    expect(measuredViewsShort(measured)).toBe('12,345 measured by Instagram');
    const waiting = { ...reel, measuredViews: null, measuredAt: null };
    expect(measuredViewsText(waiting, now)).toBe(
      'Not measured yet: Instagram shows a reel’s views once enough people have watched it',
    );
    expect(measuredViewsShort(waiting)).toBe('Views not measured yet');
  });

  it('says a deleted reel is gone, with its last count', () => {
    const gone = { ...reel, videoAvailable: false, measuredViews: 900, measuredAt: '2026-11-28T10:00:00Z' };
    expect(measuredViewsText(gone, now)).toBe('Instagram no longer shows this reel (deleted); it last had 900 views');
    expect(measuredViewsShort(gone)).toBe('Reel deleted on Instagram');
    const short = { ...gone, platform: 'youtube_shorts' as const };
    expect(measuredViewsShort(short)).toBe('Video private or deleted on YouTube');
  });
});
