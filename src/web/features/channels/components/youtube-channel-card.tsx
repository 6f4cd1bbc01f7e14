import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClipperChannel } from '@schemas/channel';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { clipperChannelQuery } from '../api/channel';
import { ChannelLinkSteps } from './channel-link-steps';
import { LinkWithGoogleButton } from './link-with-google-button';

/**
 * The clipper's YouTube channel (docs/trust.md#channel-ownership): where views are measured, clips must come
 * from a verified channel, so the card walks the clipper through linking one, then shows it as verified.
 * Hidden where views are not measured (YOUTUBE_MODE=off).
 */
export function YouTubeChannelCard() {
  const channel = useQuery(clipperChannelQuery());
  if (channel.isPending) return null;
  if (channel.isError) {
    return (
      <Text c="red" size="sm">
        {errorMessage(channel.error, t('channels.loadFailed'))}
      </Text>
    );
  }
  if (!channel.data.required) return null;
  return <ChannelCard channel={channel.data} />;
}

function ChannelCard({ channel }: { channel: ClipperChannel }) {
  const [changing, setChanging] = useState(false);
  const { channelId } = channel;
  const linked = channelId !== null;
  return (
    <Card withBorder radius="md" padding="lg" role="region" aria-label={t('channels.youtubeChannel')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('channels.youtubeChannel')}
          </Title>
          {linked ? (
            <Badge color="green" variant="light">
              {t('channels.verified')}
            </Badge>
          ) : (
            <Badge color="yellow" variant="light">
              {t('channels.notLinked')}
            </Badge>
          )}
        </Group>
        {linked ? (
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>{channel.title}</Text>
              <Text size="sm" c="dimmed">
                {channel.subscriberCount !== null
                  ? t('channels.channelIdWithSubscribers', { channelId, count: channel.subscriberCount })
                  : channelId}
              </Text>
              <Text size="sm">{t('channels.publishOnThisChannel')}</Text>
            </div>
            {!changing ? (
              <Button variant="default" size="xs" onClick={() => setChanging(true)}>
                {t('channels.linkAnotherChannel')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm">
            {channel.signInWithGoogle ? t('channels.linkOnce') : t('channels.linkOnceInThreeSteps')}
          </Text>
        )}
        {!linked || changing ? <LinkChannel channel={channel} onLinked={() => setChanging(false)} /> : null}
      </Stack>
    </Card>
  );
}

/**
 * The ways to link: signing in with Google first where the server can (one click, no code), then the code in the
 * channel's description, which always works.
 */
function LinkChannel({ channel, onLinked }: { channel: ClipperChannel; onLinked: () => void }) {
  if (!channel.signInWithGoogle) return <ChannelLinkSteps channel={channel} onLinked={onLinked} />;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text size="sm">{t('googleLinkIntro')}</Text>
        <LinkWithGoogleButton label={t('channels.linkWithGoogle')} />
      </Stack>
      <Divider />
      <Text size="sm" fw={500}>
        {t('googleOrCode')}
      </Text>
      <ChannelLinkSteps channel={channel} onLinked={onLinked} />
    </Stack>
  );
}
