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
import { t } from '@web/lib/i18n';

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
        onError: (failure) => notify(errorMessage(failure, t('admin.approveFailed')), 'error'),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('admin.approveClip')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {clip.measuredViews === null
              ? t('admin.claimedNotMeasured', { claimed: clip.claimedViews })
              : t('admin.claimedAndMeasured', { claimed: clip.claimedViews, measured: clip.measuredViews })}
          </Text>
          <TextField
            label={t('admin.viewsToPay')}
            type="number"
            min={1}
            step={1}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={approve.isPending}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color="green" loading={approve.isPending}>
              {t('admin.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
