import { formResolver } from '@web/lib/form-resolver';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { signupForm } from '@schemas/auth';
import { PasswordField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { acceptInvitationMutation } from '../api/account-link-calls';
import { AuthCard } from './auth-card';
import { useStartSession } from './use-start-session';

/** What signup's form checks of a name and a password; the length rule is the contract's (docs/product.md#validation). */
const joinForm = signupForm.pick({ name: true, password: true });

/** /admin/accept-invitation?token=…: an invited admin joins the team (docs/accounts.md#admin-team). */
export function AcceptInvitationPage() {
  const { token = '' } = useSearch({ strict: false });
  const accept = useMutation(acceptInvitationMutation());
  const startSession = useStartSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(joinForm), defaultValues: { name: '', password: '' } });
  const onSubmit = handleSubmit((values) =>
    accept.mutate({ token, ...values }, { onSuccess: (auth) => startSession(auth) }),
  );

  return (
    <AuthCard title={t('auth.joinAdminTeamTitle')} subtitle={t('auth.joinAdminTeamSubtitle')}>
      <form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {accept.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(accept.error, t('auth.acceptFailed'))}
            </Alert>
          ) : null}
          <TextField
            label={t('auth.fullNameField')}
            autoComplete="name"
            {...register('name')}
            error={errors.name?.message}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <Button type="submit" loading={accept.isPending} fullWidth>
            {t('auth.joinAdminTeam')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
