import type { Clip, ClipReviewOutcome } from '../../../schemas/clip';
import type { Locale } from '../../../schemas/locale';
import { HttpError } from '../refusals';

/**
 * A bulk review (docs/product.md#clip-review): `decide` each clip in turn, each in its own transaction as its own
 * call would be, so a refusal (reviewed meanwhile, no budget left, not the creator's) leaves the others decided
 * and is reported with the message (in `locale`) and status that call would have answered.
 */
export async function reviewEach(
  clipIds: readonly string[],
  decide: (clipId: string) => Promise<Clip>,
  locale: Locale,
): Promise<ClipReviewOutcome[]> {
  const outcomes: ClipReviewOutcome[] = [];
  for (const clipId of clipIds) {
    try {
      const clip = await decide(clipId);
      const outcome = clip.status === 'approved' ? 'approved' : 'rejected';
      outcomes.push({ _id: clipId, outcome, amount: clip.earnings, clip, message: null, status: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcomes.push({
        _id: clipId,
        outcome: 'refused',
        amount: 0,
        clip: null,
        message: error.messageIn(locale),
        status: error.status,
      });
    }
  }
  return outcomes;
}

/** What the answer's message counts: how many of the clips were decided. */
export function bulkReviewCounts(outcomes: readonly ClipReviewOutcome[]) {
  const decided = outcomes.filter((outcome) => outcome.outcome !== 'refused').length;
  return { decided, total: outcomes.length };
}
