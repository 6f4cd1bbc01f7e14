import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { APPEAL_MESSAGE_MAX } from '@schemas/appeal';
import { TextareaField } from '@web/components/form-fields';
import { t } from '@web/lib/i18n';

type Props = {
  title: string;
  /** What the message is for, above the field. */
  intro: ReactNode;
  label: string;
  submit: string;
  /** The request's own check of the message (schemas/appeal.ts), so the form refuses what the server would. */
  message: z.ZodType<string, string>;
  sending: boolean;
  onSend: (message: string) => void;
  onClose: () => void;
};

/** An appeal's one message (the clipper's appeal, the creator's answer): a dialog with one text field. */
export function AppealMessageModal({ title, intro, label, submit, message, sending, onSend, onClose }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(z.object({ message })), defaultValues: { message: '' } });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={handleSubmit((values) => onSend(values.message))} noValidate>
        <Stack gap="md">
          {intro}
          <TextareaField
            label={label}
            required
            autosize
            minRows={3}
            maxLength={APPEAL_MESSAGE_MAX}
            data-autofocus
            {...register('message')}
            error={errors.message?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {t('clips.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
