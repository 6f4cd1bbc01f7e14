import { Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BULK_REVIEW_MAX, type Clip, type ClipReviewOutcome } from '@schemas/clip';
import type { RejectionChoice } from '@web/components/reject-clip-modal';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { bulkReviewMutation } from '../api/clip-review-mutations';

export const BULK_REVIEW_FAILED = 'Failed to review the clips. Those listed above were decided; try the rest again.';

type Props = {
  clips: readonly Clip[];
  action: 'approve' | 'reject';
  /** A rejection's reason and note (asked before: Reject clip); none for an approval, which asks here. */
  rejection?: RejectionChoice;
  onClose: () => void;
};

const clipName = (clip: Clip) =>
  `${clip.user.name.trim() || 'Unknown User'} on ${clip.campaign.title.trim() || 'Unknown Campaign'}`;

function outcomeText(outcome: ClipReviewOutcome): string {
  if (outcome.outcome === 'approved') return `Approved: ${formatRupees(outcome.amount)} to the clipper`;
  if (outcome.outcome === 'rejected') return 'Rejected';
  return `Not decided: ${outcome.message ?? 'refused'}`;
}

/**
 * Pending Reviews' bulk review (docs/product.md#clip-review): approves (after asking) or rejects the chosen clips,
 * a hundred to a call, says how many are done while it runs, then each clip's outcome.
 */
export function BulkReviewModal({ clips, action, rejection, onClose }: Props) {
  const queryClient = useQueryClient();
  const { mutateAsync: review } = useMutation(bulkReviewMutation(queryClient));
  const [started, setStarted] = useState(action === 'reject');
  const [outcomes, setOutcomes] = useState<ClipReviewOutcome[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const ran = useRef(false);

  useEffect(() => {
    if (!started || ran.current) return;
    ran.current = true;
    void (async () => {
      const ids = clips.map((clip) => clip._id);
      for (let at = 0; at < ids.length; at += BULK_REVIEW_MAX) {
        try {
          const answer = await review({ clipIds: ids.slice(at, at + BULK_REVIEW_MAX), action, rejection });
          setOutcomes((done) => [...done, ...answer.results]);
        } catch (error) {
          setFailure(errorMessage(error, BULK_REVIEW_FAILED));
          break;
        }
      }
      setFinished(true);
    })();
  }, [started, clips, action, rejection, review]);

  const byId = new Map(clips.map((clip) => [clip._id, clip]));
  const decided = outcomes.filter((outcome) => outcome.outcome !== 'refused').length;
  const title = action === 'approve' ? `Approve ${clips.length} clips` : `Reject ${clips.length} clips`;
  return (
    // While it runs it cannot be closed: the outcomes come at the end.
    <Modal
      opened
      onClose={started && !finished ? () => undefined : onClose}
      withCloseButton={!started || finished}
      closeOnEscape={!started || finished}
      title={title}
      centered
    >
      <Stack gap="md">
        {!started ? (
          <>
            <Text size="sm">
              Each clip is paid at the views YouTube measured (its claimed views when it was not measured), from its
              campaign&apos;s budget, as its own approval would be.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button color="green" data-autofocus onClick={() => setStarted(true)}>
                Approve {clips.length} clips
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Progress
              value={(outcomes.length / clips.length) * 100}
              aria-label={`${outcomes.length} of ${clips.length} clips reviewed`}
            />
            <Text size="sm" role="status">
              {finished
                ? `Reviewed ${decided} of ${clips.length} clips.`
                : `Reviewing… ${outcomes.length} of ${clips.length} done.`}
            </Text>
            {failure ? (
              <Text size="sm" c="red.8" role="alert">
                {failure}
              </Text>
            ) : null}
            {finished ? (
              <List size="sm" spacing={4} aria-label="Outcomes">
                {outcomes.map((outcome) => {
                  const clip = byId.get(outcome._id);
                  return (
                    <List.Item key={outcome._id}>
                      {clip ? clipName(clip) : outcome._id}: {outcomeText(outcome)}
                    </List.Item>
                  );
                })}
              </List>
            ) : null}
            <Group justify="flex-end">
              <Button onClick={onClose} disabled={!finished} data-autofocus>
                Done
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
