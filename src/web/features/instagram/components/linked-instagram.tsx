import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InstagramAccount } from '@schemas/instagram';
import { ConfirmModal } from '@web/components/confirm-modal';
import { FormError } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { unlinkInstagramMutation } from '../api/instagram';
import { ConnectInstagramButton } from './connect-instagram-button';
import { SandboxReels } from './sandbox-reels';

export const RECONNECT_INSTAGRAM =
  "Instagram stopped accepting this account's sign-in, so its reels cannot be measured. Reconnect it.";
export const UNLINK_FAILED = 'Could not unlink your Instagram account. Please try again.';
export const unlinkQuestion = (username: string) =>
  `Unlink @${username}? Its reels can no longer be submitted or measured until you link it again.`;

/** Instagram's professional account types as the card names them. */
const ACCOUNT_TYPES: Record<string, string> = { MEDIA_CREATOR: 'Creator account', BUSINESS: 'Business account' };

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
            {ACCOUNT_TYPES[account.accountType] ?? account.accountType}
          </Text>
        </div>
        <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
          Unlink
        </Button>
      </Group>
      <FormError message={unlink.isError ? errorMessage(unlink.error, UNLINK_FAILED) : undefined} />
      {account.needsReconnect ? (
        <Alert color="red" variant="light">
          <Stack gap="xs">
            <Text size="sm">{RECONNECT_INSTAGRAM}</Text>
            <ConnectInstagramButton label="Reconnect Instagram" />
          </Stack>
        </Alert>
      ) : null}
      {sandbox ? <SandboxReels username={account.username} /> : null}
      <ConfirmModal
        opened={confirming}
        title="Unlink Instagram?"
        message={unlinkQuestion(account.username)}
        confirmLabel="Unlink"
        color="red"
        busy={unlink.isPending}
        onConfirm={confirmUnlink}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
