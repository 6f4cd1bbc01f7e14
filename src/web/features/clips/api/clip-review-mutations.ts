import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { approveClipRequest } from '@schemas/clip';
import type { RejectionChoice } from '@web/components/reject-clip-modal';
import { callApi } from '@web/lib/api-client';
import { refreshCreatorData } from '@web/lib/refresh-creator-data';

/** The approve prompt: 'Confirmed views', a whole number of at least 1. */
export const approveClipForm = z.object({
  viewCount: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
    approveClipRequest.shape.viewCount,
  ),
});

/**
 * Approving pays out of the campaign's escrow, so campaign figures change too: the answer names what changed and the
 * api client refreshes it. A refusal (already reviewed, no budget left) means the queue on screen is stale, so a
 * refusal refreshes it.
 */
export const approveClipMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['clips', 'approve'],
    mutationFn: ({ id, viewCount }: { id: string; viewCount: number }) =>
      callApi('approveClip', { params: { id }, body: { viewCount } }),
    onError: () => refreshCreatorData(queryClient, { campaigns: true }),
  });

/**
 * Bulk review: one call for up to 100 clips, each decided as its own call would be. A refused clip proves the queue
 * stale too, which the answer shows per clip rather than by failing, so the queue is refreshed after every call.
 */
export const bulkReviewMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['clips', 'review'],
    mutationFn: ({ clipIds, action, rejection }: BulkReview) =>
      callApi('reviewClips', {
        body: {
          clipIds,
          action,
          reason: rejection?.reason ?? 'other',
          ...(rejection?.note ? { note: rejection.note } : {}),
        },
      }),
    // A refused clip (reviewed meanwhile, no budget left) proves the queue stale, as a failed call does.
    onSettled: (answer) => {
      const refused = answer === undefined || answer.results.some((result) => result.outcome === 'refused');
      return refused ? refreshCreatorData(queryClient, { campaigns: true }) : undefined;
    },
  });

/** What one bulk call decides: its clips, approved, or rejected for one reason. */
export type BulkReview = { clipIds: string[]; action: 'approve' | 'reject'; rejection?: RejectionChoice };

/** Rejecting (for a reason from the list) moves no money: only the review queue and the pending payouts estimate change. */
export const rejectClipMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['clips', 'reject'],
    mutationFn: ({ id, rejection }: { id: string; rejection: RejectionChoice }) =>
      callApi('rejectClip', { params: { id }, body: rejection }),
    onError: () => refreshCreatorData(queryClient, { campaigns: false }),
  });
