import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { NarrowPage } from '@web/components/narrow-page';
import { t } from '@web/lib/i18n';
import { allowedAddress, cancelledAddress, googleConsentOf } from '../api/sandbox-google-consent';

/**
 * /sandbox/google/authorize (docs/trust.md#channel-ownership): the offline demo's stand-in for Google's consent page.
 * Anyone may open it; it signs the clipper in as the sandbox channel of their verification code and sends the
 * browser back only to this site's own address, with that channel's code (Allow) or Google's refusal (Cancel).
 */
export function SandboxGoogleConsentPage() {
  const search = useSearch({ from: '/sandbox/google/authorize' });
  const consent = googleConsentOf(search, window.location.origin);
  return (
    <NarrowPage title={t('channels.sandboxGoogleTitle')}>
      <Text size="sm">{t('channels.sandboxGoogleIntro')}</Text>
      {!consent ? (
        <Alert color="red" role="alert">
          {t('googleConsentRefused')}
        </Alert>
      ) : (
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500}>
              {t('channels.sandboxChannel')}
            </Text>
            <Code aria-label={t('channels.sandboxChannel')}>{consent.channelId}</Code>
          </div>
          <div>
            <Text size="sm" fw={500}>
              {t('channels.googleAsksToSee')}
            </Text>
            <List size="sm">
              <List.Item>{t('channels.googleScopeChannel')}</List.Item>
            </List>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => window.location.assign(cancelledAddress(consent.back))}>
              {t('channels.cancel')}
            </Button>
            <Button onClick={() => window.location.assign(allowedAddress(consent.back, consent.channelId))}>
              {t('channels.allow')}
            </Button>
          </Group>
        </Stack>
      )}
    </NarrowPage>
  );
}
