import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { linkInstagramMutation } from '../api/instagram';
import { ConnectInstagramButton } from './connect-instagram-button';

export const INSTAGRAM_DENIED = 'Instagram was not linked: you did not allow ClipMandi to read your account.';
export const INSTAGRAM_NO_CODE = 'This page needs the code Instagram sends back. Start linking from your dashboard.';
export const INSTAGRAM_LINK_FAILED = 'Instagram was not linked. Start linking again.';

/**
 * /clipper/instagram/connected?code=…&state=… (docs/trust.md#instagram): where Instagram sends the browser back.
 * Links the account once, with the code and state read when the page opened (then taken out of the address, so a
 * reload or the history does not show them), and goes to the dashboard; a refusal says why, with Try again. Instagram
 * sends `error=access_denied` instead when the person declined.
 */
export function InstagramConnectedPage() {
  const search = useSearch({ from: '/clipper-area/clipper/instagram/connected' });
  const [{ code, state, error }] = useState(search);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const link = useMutation(linkInstagramMutation(queryClient));
  const { mutate } = link;
  const sent = useRef(false);

  useEffect(() => {
    // A code works once: one call per page, though React runs effects twice in development (StrictMode).
    if (error !== undefined || !code || !state || sent.current) return;
    sent.current = true;
    mutate(
      { code, state },
      {
        onSuccess: ({ message }) => {
          notify(message, 'success');
          void navigate({ to: '/clipper-dashboard' });
        },
      },
    );
    void navigate({ to: '/clipper/instagram/connected', search: {}, replace: true });
  }, [error, code, state, mutate, navigate]);

  const refusal = error !== undefined ? INSTAGRAM_DENIED : !code || !state ? INSTAGRAM_NO_CODE : null;
  return (
    <Container size={520} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            Link Instagram
          </Title>
          {refusal !== null || link.isError ? (
            <Stack gap="sm" align="flex-start">
              <Alert color="red" role="alert" w="100%">
                {refusal ?? errorMessage(link.error, INSTAGRAM_LINK_FAILED)}
              </Alert>
              <ConnectInstagramButton label="Try again" />
              <Anchor component={Link} to="/clipper-dashboard">
                Back to your dashboard
              </Anchor>
            </Stack>
          ) : (
            <Stack align="center" gap="xs" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden />
              <Text>Linking your Instagram account…</Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
