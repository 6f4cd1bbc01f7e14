import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { resendVerificationMutation } from '@web/lib/resend-verification';
import { useSession } from '@web/lib/session';

/** While the address is not verified: a new link (the older ones stop working), and the server's answer. */
export function ResendVerification() {
  const { user } = useSession();
  const resend = useMutation(resendVerificationMutation());
  if (!user || user.emailVerified) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
        {t('settings.sendNewLink')}
      </Button>
      {resend.isSuccess ? (
        <Alert color="green" role="status" w="100%">
          {resend.data.message}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert color="red" role="alert" w="100%">
          {errorMessage(resend.error, t('settings.resendFailed'))}
        </Alert>
      ) : null}
    </Stack>
  );
}
