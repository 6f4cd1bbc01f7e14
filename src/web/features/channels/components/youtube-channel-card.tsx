import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClipperChannel } from '@schemas/channel';
import { errorMessage } from '@web/lib/api-error';
import { clipperChannelQuery } from '../api/channel';
import { ChannelLinkSteps } from './channel-link-steps';
import { LinkWithGoogleButton } from './link-with-google-button';

export const CHANNEL_LOAD_FAILED = 'Could not load your YouTube channel.';
export const GOOGLE_LINK_INTRO = 'Sign in with the Google account that owns your channel: no code needed.';
export const GOOGLE_OR_CODE = "Or put a code in your channel's description";

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
        {errorMessage(channel.error, CHANNEL_LOAD_FAILED)}
      </Text>
    );
  }
  if (!channel.data.required) return null;
  return <ChannelCard channel={channel.data} />;
}

function ChannelCard({ channel }: { channel: ClipperChannel }) {
  const [changing, setChanging] = useState(false);
  const linked = channel.channelId !== null;
  return (
    <Card withBorder radius="md" padding="lg" role="region" aria-label="YouTube channel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            YouTube channel
          </Title>
          {linked ? (
            <Badge color="green" variant="light">
              Verified
            </Badge>
          ) : (
            <Badge color="yellow" variant="light">
              Not linked
            </Badge>
          )}
        </Group>
        {linked ? (
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>{channel.title}</Text>
              <Text size="sm" c="dimmed">
                {channel.channelId}
                {channel.subscriberCount !== null
                  ? ` · ${channel.subscriberCount.toLocaleString('en-IN')} subscribers`
                  : ''}
              </Text>
              <Text size="sm">
                Clips you submit must be published on this channel; their views are measured on YouTube.
              </Text>
            </div>
            {!changing ? (
              <Button variant="default" size="xs" onClick={() => setChanging(true)}>
                Link another channel
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm">
            Views are measured on YouTube, so clips must come from your own channel.{' '}
            {channel.signInWithGoogle ? 'Link it once.' : 'Link it once in three steps.'}
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
        <Text size="sm">{GOOGLE_LINK_INTRO}</Text>
        <LinkWithGoogleButton label="Link with Google" />
      </Stack>
      <Divider />
      <Text size="sm" fw={500}>
        {GOOGLE_OR_CODE}
      </Text>
      <ChannelLinkSteps channel={channel} onLinked={onLinked} />
    </Stack>
  );
}
