import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api-error';
import { instagramAccountQuery } from '../api/instagram';
import { ConnectInstagramButton } from './connect-instagram-button';
import { LinkedInstagram } from './linked-instagram';

export const INSTAGRAM_LOAD_FAILED = 'Could not load your Instagram account.';
export const LINK_INSTAGRAM_INTRO =
  'Reels are paid on their measured views, so link your professional (Creator or Business) Instagram account: Instagram then lets ClipMandi read its reels and their views.';

/**
 * The clipper's Instagram account (docs/trust.md#instagram), beside the YouTube channel card: linking it, or the
 * linked account with Unlink, and Reconnect when Instagram stopped accepting its sign-in. Hidden where Instagram
 * accounts cannot be linked (mode off).
 */
export function InstagramCard() {
  const account = useQuery(instagramAccountQuery());
  if (account.isPending) return null;
  if (account.isError) {
    return (
      <Text c="red" size="sm">
        {errorMessage(account.error, INSTAGRAM_LOAD_FAILED)}
      </Text>
    );
  }
  const { instagram, mode } = account.data;
  if (mode === 'off') return null;
  return (
    <Card withBorder radius="md" padding="lg" role="region" aria-label="Instagram account">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Instagram
          </Title>
          {!instagram ? (
            <Badge color="yellow" variant="light">
              Not linked
            </Badge>
          ) : instagram.needsReconnect ? (
            <Badge color="red" variant="light">
              Reconnect needed
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              Linked
            </Badge>
          )}
        </Group>
        {instagram ? (
          <LinkedInstagram account={instagram} sandbox={mode === 'sandbox'} />
        ) : (
          <>
            <Text size="sm">{LINK_INSTAGRAM_INTRO}</Text>
            <ConnectInstagramButton label="Connect Instagram" />
          </>
        )}
      </Stack>
    </Card>
  );
}
