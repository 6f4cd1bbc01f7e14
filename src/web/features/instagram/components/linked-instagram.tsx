import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebMessageKey } from '@messages/keys';
import type { InstagramAccount } from '@schemas/instagram';
import { ConfirmModal } from '@web/components/confirm-modal';
import { FormError } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { unlinkInstagramMutation } from '../api/instagram';
import { ConnectInstagramButton } from './connect-instagram-button';
import { SandboxReels } from './sandbox-reels';

/** Instagram's professional account types as the card names them (another type as Instagram names it). */
const ACCOUNT_TYPES: Partial<Record<string, WebMessageKey>> = {
  MEDIA_CREATOR: 'channels.creatorAccount',
  BUSINESS: 'channels.businessAccount',
};
const accountTypeName = (type: string) => {
  const key = ACCOUNT_TYPES[type];
  return key ? t(key) : type;
};

type Props = { account: InstagramAccount; sandbox: boolean };

/** The linked account: its username and type, Unlink (asked first), Reconnect when needed, the sandbox's reels. */
export function LinkedInstagram({ account, sandbox }: Props) {
  const queryClient = useQueryClient();
  const unlink = useMutation(unlinkInstagramMutation(queryClient));
  const [confirming, setConfirming] = useState(false);

  const confirmUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: ({ message }) => notify(message, 'success'),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600}>@{account.username}</Text>
          <Text size="sm" c="dimmed">
            {accountTypeName(account.accountType)}
          </Text>
        </div>
        <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
          {t('channels.unlink')}
        </Button>
      </Group>
      <FormError message={unlink.isError ? errorMessage(unlink.error, t('instagramUnlinkFailed')) : undefined} />
      {account.needsReconnect ? (
        <Alert color="red" variant="light">
          <Stack gap="xs">
            <Text size="sm">{t('instagramReconnect')}</Text>
            <ConnectInstagramButton label={t('channels.reconnectInstagram')} />
          </Stack>
        </Alert>
      ) : null}
      {sandbox ? <SandboxReels username={account.username} /> : null}
      <ConfirmModal
        opened={confirming}
        title={t('channels.unlinkInstagramTitle')}
        message={t('instagramUnlinkQuestion', { username: account.username })}
        confirmLabel={t('channels.unlink')}
        color="red"
        busy={unlink.isPending}
        onConfirm={confirmUnlink}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
