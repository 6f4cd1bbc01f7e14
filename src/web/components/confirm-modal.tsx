import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '../lib/i18n';

type Props = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Keeps the dialog open with a busy confirm button while the action runs. */
  busy?: boolean;
  /** 'red' for destructive actions. */
  color?: string;
};

/** A yes/no question in a modal: Cancel closes it, the confirm button runs the action. */
export function ConfirmModal({ opened, title, message, confirmLabel, onConfirm, onClose, busy, color }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
