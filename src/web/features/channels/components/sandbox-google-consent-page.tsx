import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { NarrowPage } from '@web/components/narrow-page';
import {
  allowedAddress,
  cancelledAddress,
  GOOGLE_CONSENT_REFUSED,
  googleConsentOf,
} from '../api/sandbox-google-consent';

/**
 * /sandbox/google/authorize (docs/trust.md#channel-ownership): the offline demo's stand-in for Google's consent page.
 * Anyone may open it; it signs the clipper in as the sandbox channel of their verification code and sends the
 * browser back only to this site's own address, with that channel's code (Allow) or Google's refusal (Cancel).
 */
export function SandboxGoogleConsentPage() {
  const search = useSearch({ from: '/sandbox/google/authorize' });
  const consent = googleConsentOf(search, window.location.origin);
  return (
    <NarrowPage title="Sign in to your sandbox Google account">
      <Text size="sm">
        This is ClipMandi&apos;s offline stand-in for Google: no Google account is needed, and nothing leaves this
        server. You sign in as the sandbox channel your verification code&apos;s videos are on.
      </Text>
      {!consent ? (
        <Alert color="red" role="alert">
          {GOOGLE_CONSENT_REFUSED}
        </Alert>
      ) : (
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500}>
              Sandbox channel
            </Text>
            <Code aria-label="Sandbox channel">{consent.channelId}</Code>
          </div>
          <div>
            <Text size="sm" fw={500}>
              ClipMandi asks to see:
            </Text>
            <List size="sm">
              <List.Item>your YouTube channel (read only)</List.Item>
            </List>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => window.location.assign(cancelledAddress(consent.back))}>
              Cancel
            </Button>
            <Button onClick={() => window.location.assign(allowedAddress(consent.back, consent.channelId))}>
              Allow
            </Button>
          </Group>
        </Stack>
      )}
    </NarrowPage>
  );
}
