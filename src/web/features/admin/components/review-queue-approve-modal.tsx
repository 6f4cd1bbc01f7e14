import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { approveClipRequest, type Clip } from '@schemas/clip';
import { TextField } from '@web/components/form-fields';
import { prefillViews } from '@web/components/measured-views';
import { errorMessage } from '@web/lib/api-error';
import { sayIssue } from '@web/lib/issue-message';
import { notify } from '@web/lib/notify';
import { adminApproveClipMutation } from '../api/review-queue';

export const ADMIN_APPROVE_FAILED = 'Failed to approve clip';

/** The admin approves a queued clip for a view count (paid at most at the measured views). */
export function ReviewQueueApproveModal({ clip, onClose }: { clip: Clip; onClose: () => void }) {
  const queryClient = useQueryClient();
  const approve = useMutation(adminApproveClipMutation(queryClient));
  const [text, setText] = useState(String(prefillViews(clip)));
  const [error, setError] = useState<string | undefined>();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = approveClipRequest.shape.viewCount.safeParse(text.trim() === '' ? undefined : Number(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue && sayIssue(issue.message));
      return;
    }
    setError(undefined);
    approve.mutate(
      { clipId: clip._id, viewCount: parsed.data },
      {
        onSuccess: (res) => {
          notify(res.message, 'success');
          onClose();
        },
        onError: (failure) => notify(errorMessage(failure, ADMIN_APPROVE_FAILED), 'error'),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Approve clip" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {clip.measuredViews === null
              ? `${clip.claimedViews.toLocaleString('en-IN')} views claimed; YouTube has not measured this video.`
              : `${clip.claimedViews.toLocaleString('en-IN')} views claimed, ${clip.measuredViews.toLocaleString('en-IN')} measured by YouTube: it is paid at most for the measured views.`}
          </Text>
          <TextField
            label="Views to pay"
            type="number"
            min={1}
            step={1}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={approve.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="green" loading={approve.isPending}>
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
