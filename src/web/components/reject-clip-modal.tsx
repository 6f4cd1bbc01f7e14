import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  REJECTION_NOTE_MAX,
  REJECTION_REASON_LABELS,
  rejectClipRequest,
  rejectionReason,
  type Clip,
  type RejectionReason,
} from '@schemas/clip';
import { SelectField, TextareaField } from './form-fields';

/** The dialog's message when no reason is chosen (docs/product.md#clip-review). */
export const CHOOSE_A_REASON = 'Choose a reason';

/** What the dialog asks: a reason from the list (none chosen yet at first) and an optional note. */
const rejectClipForm = z.object({
  reason: z
    .preprocess((value) => (value === '' ? undefined : value), rejectionReason.optional())
    .refine((reason) => reason !== undefined, { error: CHOOSE_A_REASON }),
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

const reasonOptions = [
  { value: '', label: 'Choose a reason', disabled: true },
  ...rejectionReason.options.map((reason) => ({ value: reason, label: REJECTION_REASON_LABELS[reason] })),
];

function whatRejectingDoes(clips: readonly Clip[]): string {
  const [clip] = clips;
  if (clips.length === 1 && clip) {
    const who = clip.user.name.trim() || 'Unknown User';
    const campaign = clip.campaign.title.trim() || 'Unknown Campaign';
    return `${who}'s clip on ${campaign} earns nothing, and its video may be submitted again. The clipper sees the reason and your note.`;
  }
  return `These ${clips.length} clips earn nothing, and their videos may be submitted again. Each clipper sees the reason and your note.`;
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
      title={clips.length === 1 ? 'Reject clip' : `Reject ${clips.length} clips`}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{whatRejectingDoes(clips)}</Text>
          <SelectField
            label="Reason"
            data={reasonOptions}
            required
            data-autofocus
            {...register('reason')}
            error={errors.reason?.message}
          />
          <TextareaField
            label="Note (optional)"
            autosize
            minRows={2}
            maxLength={REJECTION_NOTE_MAX}
            {...register('note')}
            error={errors.note?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
