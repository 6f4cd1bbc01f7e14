import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-error';
import { appConfigQuery } from '../lib/app-config-query';
import { t } from '../lib/i18n';
import { notify } from '../lib/notify';
import { resendVerificationMutation } from '../lib/resend-verification';
import { useSession } from '../lib/session';

/**
 * The wallets' reminder (docs/accounts.md#verified-email): while the server requires a verified email and the
 * signed-in person's is not, top-ups and withdrawals are refused, so the wallet says so before they try, with a way
 * to get a new link. Renders nothing otherwise (or while the server's settings load).
 */
export function VerifyEmailAlert() {
  const { user } = useSession();
  const config = useQuery(appConfigQuery());
  const resend = useMutation(resendVerificationMutation());
  if (!user || user.emailVerified || config.data?.accounts.emailVerification !== 'required') return null;

  const sendLink = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => notify(answer.message, 'success'),
      onError: (error) => notify(errorMessage(error, t('common.resendLinkFailed')), 'error'),
    });
  return (
    <Alert color="orange" variant="light">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('common.verifyEmailToMoveMoney', { email: user.email })}</Text>
        <Button variant="light" color="orange" size="compact-sm" loading={resend.isPending} onClick={sendLink}>
          {t('common.sendNewLink')}
        </Button>
      </Group>
    </Alert>
  );
}
