import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { suspendRequest } from '@schemas/accounts';
import { TextareaField } from '@web/components/form-fields';
import { t } from '@web/lib/i18n';

type Props = {
  name: string;
  busy: boolean;
  onSuspend: (reason: string) => void;
  onClose: () => void;
};

/** 'Suspend <name>': the reason the person is shown, required (the server's own rule, schemas/accounts.ts). */
export function SuspendUserModal({ name, busy, onSuspend, onClose }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(suspendRequest), defaultValues: { reason: '' } });
  return (
    <Modal opened onClose={onClose} title={t('admin.suspendName', { name })} centered>
      <form onSubmit={handleSubmit(({ reason }) => onSuspend(reason))} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('admin.suspendExplained')}</Text>
          <TextareaField
            label={t('admin.colReason')}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            {...register('reason')}
            error={errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('admin.suspend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
