import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { refreshSignedInUser } from '@web/lib/refresh-signed-in-user';
import { roleHome } from '@web/lib/role-home';
import { useSession } from '@web/lib/session';
import { verifyEmailMutation } from '../api/account-link-calls';
import { AuthCard } from './auth-card';

/**
 * /verify-email?token=…: verifies the address the link was sent to, once, on opening (docs/accounts.md#verified-email);
 * a signed-in person's `emailVerified` (and a changed address) is then read again.
 */
export function VerifyEmailPage() {
  const { token = '' } = useSearch({ strict: false });
  const { user } = useSession();
  const verify = useMutation(verifyEmailMutation());
  const { mutate } = verify;
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: one call per page, though React runs effects twice in development (StrictMode).
    if (sent.current) return;
    sent.current = true;
    mutate({ token }, { onSuccess: () => void refreshSignedInUser() });
  }, [token, mutate]);

  return (
    <AuthCard title={t('auth.verifyTitle')}>
      {verify.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {verify.data.message}
          </Alert>
          <Anchor component={Link} to={user ? roleHome(user.role) : '/login'} ta="center">
            {user ? t('auth.goToDashboard') : t('auth.signInLink')}
          </Anchor>
        </Stack>
      ) : verify.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(verify.error, t('auth.verifyFailed'))}
        </Alert>
      ) : (
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('auth.verifying')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
