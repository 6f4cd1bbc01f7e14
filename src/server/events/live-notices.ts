import { REJECTION_REASON_LABELS } from '../../../schemas/clip';
import type { LiveNotice } from '../../../schemas/events';
import { formatRupees } from '../../../schemas/money';
import type { ClipFacts } from './live-clips';

/**
 * A change re-sends a clip's current state (a later measurement names the clip again), so a notice is only
 * written while what it says is recent; its key stays the same for the same fact, so the bell keeps it once.
 */
const RECENT_MS = 10 * 60_000;

const recent = (at: Date, now: Date) => now.getTime() - at.getTime() <= RECENT_MS;

/** What a clip's change means to this person, in words, if anything (the bell's list). */
export function clipNotice(personId: string, clip: ClipFacts, now: Date): LiveNotice | null {
  const on = `“${clip.campaignTitle}”`;
  const appeal = appealNotice(personId, clip, now);
  if (appeal) return appeal;
  if (clip.clipperId === personId && clip.reviewedAt && recent(clip.reviewedAt, now)) {
    const at = clip.reviewedAt.toISOString();
    if (clip.status === 'approved') {
      return {
        key: `clip:${clip.id}:approved`,
        text: `Your clip on ${on} was approved: ${formatRupees(clip.netPaid)}`,
        at,
      };
    }
    if (clip.status === 'rejected') {
      const reason = clip.rejectionReason ? ` Reason: ${REJECTION_REASON_LABELS[clip.rejectionReason]}.` : '';
      return { key: `clip:${clip.id}:rejected`, text: `Your clip on ${on} was rejected.${reason}`, at };
    }
  }
  if (clip.creatorId === personId && clip.status === 'pending' && recent(clip.createdAt, now)) {
    return { key: `clip:${clip.id}:submitted`, text: `New clip to review on ${on}.`, at: clip.createdAt.toISOString() };
  }
  return null;
}

/** An appeal opened (to the creator) or decided (to both sides), while recent (docs/product.md#appeals). */
function appealNotice(personId: string, clip: ClipFacts, now: Date): LiveNotice | null {
  const on = `“${clip.campaignTitle}”`;
  const isClipper = clip.clipperId === personId;
  if (!isClipper && clip.creatorId !== personId) return null;
  if (clip.appealStatus && clip.appealStatus !== 'open' && clip.appealDecidedAt && recent(clip.appealDecidedAt, now)) {
    const whose = isClipper ? 'Your appeal' : 'An appeal';
    const what =
      clip.appealStatus === 'overturned' ? 'overturned: the clip is approved' : 'upheld: the rejection stands';
    return {
      key: `clip:${clip.id}:appeal-${clip.appealStatus}`,
      text: `${whose} on ${on} was ${what}.`,
      at: clip.appealDecidedAt.toISOString(),
    };
  }
  if (!isClipper && clip.appealStatus === 'open' && clip.appealedAt && recent(clip.appealedAt, now)) {
    return {
      key: `clip:${clip.id}:appealed`,
      text: `A clipper appealed your rejection on ${on}.`,
      at: clip.appealedAt.toISOString(),
    };
  }
  return null;
}
