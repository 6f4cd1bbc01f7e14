import { formResolver } from '@web/lib/form-resolver';
import { Button, Code, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { linkChannelRequest, type ClipperChannel, type LinkChannelRequest } from '@schemas/channel';
import { sandboxChannelIdFor } from '@schemas/youtube-sandbox-ids';
import { FormError, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { linkChannelMutation } from '../api/channel';

type Props = { channel: ClipperChannel; onLinked: () => void };

/** The three steps: copy the code, paste it into the channel description on YouTube, enter the channel ID and verify. */
export function ChannelLinkSteps({ channel, onLinked }: Props) {
  const queryClient = useQueryClient();
  const link = useMutation(linkChannelMutation(queryClient));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LinkChannelRequest>({ resolver: formResolver(linkChannelRequest), defaultValues: { channelId: '' } });
  const code = channel.verificationCode;

  const onSubmit = handleSubmit((values) =>
    link.mutate(values, {
      onSuccess: ({ message }) => {
        notify(message, 'success');
        onLinked();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <List type="ordered" spacing="md">
        <List.Item>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('channels.copyCodeStep')}
            </Text>
            <Group gap="xs">
              <Code aria-label={t('channels.verificationCode')}>{code}</Code>
              <CopyButton value={code}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('channels.copied') : t('channels.copyCode')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </List.Item>
        <List.Item>
          <Text size="sm" fw={500}>
            {t('channels.pasteStep')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('channels.pasteHow')}
          </Text>
        </List.Item>
        <List.Item>
          <Stack gap="xs">
            <TextField
              label={t('channels.channelId')}
              description={t('channels.channelIdHint')}
              // not words: how every channel ID starts, the same in every language
              placeholder="UC…"
              {...register('channelId')}
              error={errors.channelId?.message}
            />
            <FormError message={link.isError ? errorMessage(link.error, t('channels.linkFailed')) : undefined} />
            <Group>
              <Button type="submit" loading={link.isPending}>
                {t('channels.verify')}
              </Button>
              {channel.mode === 'sandbox' ? (
                <Button
                  variant="default"
                  onClick={() => setValue('channelId', sandboxChannelIdFor(code), { shouldValidate: true })}
                >
                  {t('channels.useSandboxChannel')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </List.Item>
      </List>
    </form>
  );
}
