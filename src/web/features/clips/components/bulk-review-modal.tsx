import { Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BULK_REVIEW_MAX, type Clip, type ClipReviewOutcome } from '@schemas/clip';
import type { RejectionChoice } from '@web/components/reject-clip-modal';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { bulkReviewMutation } from '../api/clip-review-mutations';

type Props = {
  clips: readonly Clip[];
  action: 'approve' | 'reject';
  /** A rejection's reason and note (asked before: Reject clip); none for an approval, which asks here. */
  rejection?: RejectionChoice;
  onClose: () => void;
};

const clipName = (clip: Clip) =>
  t('clips.nameOnCampaign', {
    name: clip.user.name.trim() || t('clips.unknownUser'),
    campaign: clip.campaign.title.trim() || t('clips.unknownCampaign'),
  });

function outcomeText(outcome: ClipReviewOutcome): string {
  if (outcome.outcome === 'approved') return t('clips.outcomeApproved', { amount: formatRupees(outcome.amount) });
  if (outcome.outcome === 'rejected') return t('clips.outcomeRejected');
  return t('clips.outcomeNotDecided', { reason: outcome.message ?? t('clips.outcomeRefused') });
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
          setFailure(errorMessage(error, t('clips.bulkReviewFailed')));
          break;
        }
      }
      setFinished(true);
    })();
  }, [started, clips, action, rejection, review]);

  const byId = new Map(clips.map((clip) => [clip._id, clip]));
  const decided = outcomes.filter((outcome) => outcome.outcome !== 'refused').length;
  const count = clips.length;
  const title = t(action === 'approve' ? 'clips.approveCount' : 'clips.rejectCount', { count });
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
            <Text size="sm">{t('clips.bulkApproveIntro')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('clips.cancel')}
              </Button>
              <Button color="green" data-autofocus onClick={() => setStarted(true)}>
                {t('clips.approveCount', { count })}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Progress
              value={(outcomes.length / clips.length) * 100}
              aria-label={t('clips.bulkProgress', { done: outcomes.length, total: count })}
            />
            <Text size="sm" role="status">
              {finished
                ? t('clips.bulkReviewed', { decided, total: count })
                : t('clips.bulkReviewing', { done: outcomes.length, total: count })}
            </Text>
            {failure ? (
              <Text size="sm" c="red.8" role="alert">
                {failure}
              </Text>
            ) : null}
            {finished ? (
              <List size="sm" spacing={4} aria-label={t('clips.bulkOutcomes')}>
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
                {t('clips.done')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
