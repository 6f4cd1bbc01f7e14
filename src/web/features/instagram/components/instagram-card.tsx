import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { instagramAccountQuery } from '../api/instagram';
import { ConnectInstagramButton } from './connect-instagram-button';
import { LinkedInstagram } from './linked-instagram';

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
        {errorMessage(account.error, t('instagramLoadFailed'))}
      </Text>
    );
  }
  const { instagram, mode } = account.data;
  if (mode === 'off') return null;
  return (
    <Card withBorder radius="md" padding="lg" role="region" aria-label={t('channels.instagramAccount')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Instagram
          </Title>
          {!instagram ? (
            <Badge color="yellow" variant="light">
              {t('channels.notLinked')}
            </Badge>
          ) : instagram.needsReconnect ? (
            <Badge color="red" variant="light">
              {t('channels.reconnectNeeded')}
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              {t('channels.linked')}
            </Badge>
          )}
        </Group>
        {instagram ? (
          <LinkedInstagram account={instagram} sandbox={mode === 'sandbox'} />
        ) : (
          <>
            <Text size="sm">{t('instagramLinkIntro')}</Text>
            <ConnectInstagramButton label={t('channels.connectInstagram')} />
          </>
        )}
      </Stack>
    </Card>
  );
}
