import * as z from 'zod';
import { nextCursor, type ValidationKey } from './common';
import { clip } from './clip';
import { moneyNonNegative } from './money';

/** An appeal's message and a creator's answer, at most this long after trimming (docs/product.md#appeals). */
export const APPEAL_MESSAGE_MAX = 1000;

const message = (missing: ValidationKey) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(APPEAL_MESSAGE_MAX, { error: 'appealTooLong' });

/** The clipper appeals their rejected clip, saying why it should be paid. */
export const appealClipRequest = z.object({ message: message('appealMissing') });
export type AppealClipRequest = z.infer<typeof appealClipRequest>;

/** The campaign's creator answers an open appeal, once. */
export const answerAppealRequest = z.object({ message: message('answerMissing') });
export type AnswerAppealRequest = z.infer<typeof answerAppealRequest>;

/** An admin's decision: uphold the rejection (final, with a note) or overturn it (the clip is approved and paid). */
export const decideAppealRequest = z
  .object({
    decision: z.enum(['uphold', 'overturn'], { error: 'appealDecision' }),
    note: z
      .string({ error: 'validation.noteNotText' })
      .trim()
      .max(APPEAL_MESSAGE_MAX, { error: 'validation.appealNoteTooLong' })
      .optional(),
  })
  .refine((input) => input.decision !== 'uphold' || (input.note ?? '') !== '', {
    error: 'upholdNeedsNote',
    path: ['note'],
  });
export type DecideAppealRequest = z.input<typeof decideAppealRequest>;

/**
 * What overturning an appeal would pay now, by every rule an approval applies, or why it cannot pay: the admin
 * reads this before deciding (docs/product.md#appeals).
 */
export const appealOverturn = z.object({
  /** The views it would be approved at: measured, or claimed when unmeasured. */
  views: z.int().min(0),
  gross: moneyNonNegative,
  net: moneyNonNegative,
  /** The campaign's escrow left now. */
  escrowLeft: moneyNonNegative,
  /** Why overturning cannot pay (it would be refused with this message), or why it pays less than the views earn. */
  warning: z.string().nullable(),
});
export type AppealOverturn = z.infer<typeof appealOverturn>;

/** One open appeal in the admin's queue: the clip (its measurements, risk signals, rejection and appeal) and what overturning pays. */
export const openAppeal = z.object({ clip, overturn: appealOverturn });
export type OpenAppeal = z.infer<typeof openAppeal>;
export const openAppealsResponse = z.object({ appeals: z.array(openAppeal), nextCursor });

/** The creator's clips with an open appeal, oldest first. */
export const creatorAppealsResponse = z.object({ clips: z.array(clip), nextCursor });
