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

/** Rejecting (for a reason from the list) moves no money: only the review queue and the pending payouts estimate change. */
export const rejectClipMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['clips', 'reject'],
    mutationFn: ({ id, rejection }: { id: string; rejection: RejectionChoice }) =>
      callApi('rejectClip', { params: { id }, body: rejection }),
    onError: () => refreshCreatorData(queryClient, { campaigns: false }),
  });
