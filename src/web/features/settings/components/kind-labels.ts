import type { WebMessageKey } from '@messages/keys';
import type { SwitchableEmailKind } from '@schemas/notifications';
import type { PushKind } from '@schemas/push';
import { t } from '@web/lib/i18n';

// The kinds' names as the settings screen writes them, in the reader's language (the contract's labels are English).
const emailKindKeys = {
  clip_awaiting_review: 'settings.emailKindClipAwaitingReview',
  clip_approved: 'settings.emailKindClipApproved',
  clip_rejected: 'settings.emailKindClipRejected',
  clip_appealed: 'settings.emailKindClipAppealed',
  appeal_decided: 'settings.emailKindAppealDecided',
  withdrawal_paid: 'settings.emailKindWithdrawalPaid',
  withdrawal_rejected: 'settings.emailKindWithdrawalRejected',
  withdrawal_returned: 'settings.emailKindWithdrawalReturned',
  withdrawal_requested: 'settings.emailKindWithdrawalRequested',
  campaign_paused: 'settings.emailKindCampaignPaused',
  clipper_suspended: 'settings.emailKindClipperSuspended',
} as const satisfies Record<SwitchableEmailKind, WebMessageKey>;

const pushKindKeys = {
  clip_approved: 'settings.pushKindClipApproved',
  withdrawal_paid: 'settings.pushKindWithdrawalPaid',
  withdrawal_returned: 'settings.pushKindWithdrawalReturned',
} as const satisfies Record<PushKind, WebMessageKey>;

/** An email switch's label: 'A clip awaits my review'. */
export const emailKindLabel = (kind: SwitchableEmailKind): string => t(emailKindKeys[kind]);

/** A push kind's label: 'A clip of mine was approved'. */
export const pushKindLabel = (kind: PushKind): string => t(pushKindKeys[kind]);
