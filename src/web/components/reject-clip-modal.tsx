import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { REJECTION_NOTE_MAX, rejectClipRequest, rejectionReason, type Clip, type RejectionReason } from '@schemas/clip';
import { t } from '../lib/i18n';
import { rejectionReasonLabel } from './clip-decision';
import { SelectField, TextareaField } from './form-fields';

/** What the dialog asks: a reason from the list (none chosen yet at first) and an optional note. */
const rejectClipForm = z.object({
  reason: z
    .preprocess((value) => (value === '' ? undefined : value), rejectionReason.optional())
    // The dialog's message when no reason is chosen (docs/product.md#clip-review): a catalogue key, which
    // formResolver says in the reader's language.
    .refine((reason) => reason !== undefined, { error: 'chooseAReason' }),
  note: rejectClipRequest.shape.note,
});

/** A rejection as the dialog gives it: the reason, and the note when one was written. */
export type RejectionChoice = { reason: RejectionReason; note?: string };

type Props = {
  /** The clip to reject, or the clips a bulk rejection rejects for the one reason. */
  clips: readonly Clip[];
  /** While the rejection is on its way. */
  busy: boolean;
  onReject: (choice: RejectionChoice) => void;
  onClose: () => void;
};

const reasonOptions = () => [
  { value: '', label: t('chooseAReason'), disabled: true },
  ...rejectionReason.options.map((reason) => ({ value: reason, label: rejectionReasonLabel(reason) })),
];

function whatRejectingDoes(clips: readonly Clip[]): string {
  const [clip] = clips;
  if (clips.length === 1 && clip) {
    const who = clip.user.name.trim() || t('common.unknownUser');
    const campaign = clip.campaign.title.trim() || t('common.unknownCampaign');
    return t('common.rejectOneExplained', { who, campaign });
  }
  return t('common.rejectManyExplained', { count: String(clips.length) });
}

/**
 * 'Reject clip' (or 'Reject N clips'): a reason from the one list the creator, the deadline rule and admins share, and an optional note;
 * the clipper sees both on the clip, in the email and in the notification.
 */
export function RejectClipModal({ clips, busy, onReject, onClose }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(rejectClipForm), defaultValues: { reason: '', note: '' } });
  const onSubmit = handleSubmit(({ reason, note }) => {
    if (reason === undefined) return;
    onReject(note ? { reason, note } : { reason });
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={clips.length === 1 ? t('common.rejectClip') : t('common.rejectClips', { count: String(clips.length) })}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{whatRejectingDoes(clips)}</Text>
          <SelectField
            label={t('common.reason')}
            data={reasonOptions()}
            required
            data-autofocus
            {...register('reason')}
            error={errors.reason?.message}
          />
          <TextareaField
            label={t('common.noteOptional')}
            autosize
            minRows={2}
            maxLength={REJECTION_NOTE_MAX}
            {...register('note')}
            error={errors.note?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('common.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
