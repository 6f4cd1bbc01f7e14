import type { LiveNotice } from '../../../schemas/events';
import type { Locale } from '../../../schemas/locale';
import { formatRupees } from '../../../schemas/money';
import { translate } from '../i18n/catalogue';
import { reasonLabel } from '../mail/messages';
import type { ClipFacts } from './live-clips';

/**
 * A change re-sends a clip's current state (a later measurement names the clip again), so a notice is only
 * written while what it says is recent; its key stays the same for the same fact, so the bell keeps it once.
 */
const RECENT_MS = 10 * 60_000;

const recent = (at: Date, now: Date) => now.getTime() - at.getTime() <= RECENT_MS;

/** What a clip's change means to this person, in words of their language, if anything (the bell's list). */
export function clipNotice(personId: string, clip: ClipFacts, now: Date, locale: Locale): LiveNotice | null {
  const campaign = clip.campaignTitle;
  const appeal = appealNotice(personId, clip, now, locale);
  if (appeal) return appeal;
  if (clip.clipperId === personId && clip.reviewedAt && recent(clip.reviewedAt, now)) {
    const at = clip.reviewedAt.toISOString();
    if (clip.status === 'approved') {
      return {
        key: `clip:${clip.id}:approved`,
        text: translate(locale, 'email.noticeClipApproved', { campaign, net: formatRupees(clip.netPaid) }),
        at,
      };
    }
    if (clip.status === 'rejected') {
      const text = clip.rejectionReason
        ? translate(locale, 'email.noticeClipRejectedReason', {
            campaign,
            reason: reasonLabel(locale, clip.rejectionReason),
          })
        : translate(locale, 'email.noticeClipRejected', { campaign });
      return { key: `clip:${clip.id}:rejected`, text, at };
    }
  }
  if (clip.creatorId === personId && clip.status === 'pending' && recent(clip.createdAt, now)) {
    return {
      key: `clip:${clip.id}:submitted`,
      text: translate(locale, 'email.noticeClipSubmitted', { campaign }),
      at: clip.createdAt.toISOString(),
    };
  }
  return null;
}

/** Each side's words for a decided appeal: the clipper's own, or an appeal on the creator's campaign. */
const DECIDED = {
  clipper: { upheld: 'email.noticeYourAppealUpheld', overturned: 'email.noticeYourAppealOverturned' },
  creator: { upheld: 'email.noticeAnAppealUpheld', overturned: 'email.noticeAnAppealOverturned' },
} as const;

/** An appeal opened (to the creator) or decided (to both sides), while recent (docs/product.md#appeals). */
function appealNotice(personId: string, clip: ClipFacts, now: Date, locale: Locale): LiveNotice | null {
  const campaign = clip.campaignTitle;
  const isClipper = clip.clipperId === personId;
  if (!isClipper && clip.creatorId !== personId) return null;
  if (clip.appealStatus && clip.appealStatus !== 'open' && clip.appealDecidedAt && recent(clip.appealDecidedAt, now)) {
    return {
      key: `clip:${clip.id}:appeal-${clip.appealStatus}`,
      text: translate(locale, DECIDED[isClipper ? 'clipper' : 'creator'][clip.appealStatus], { campaign }),
      at: clip.appealDecidedAt.toISOString(),
    };
  }
  if (!isClipper && clip.appealStatus === 'open' && clip.appealedAt && recent(clip.appealedAt, now)) {
    return {
      key: `clip:${clip.id}:appealed`,
      text: translate(locale, 'email.noticeClipAppealed', { campaign }),
      at: clip.appealedAt.toISOString(),
    };
  }
  return null;
}
