import { formResolver } from '@web/lib/form-resolver';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { forgotPasswordRequest } from '@schemas/accounts';
import { TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { forgotPasswordMutation } from '../api/account-link-calls';
import { AuthCard } from './auth-card';

/** /forgot-password: asks for a reset link (docs/accounts.md#password-reset); the answer is the same for any email. */
export function ForgotPasswordPage() {
  const forgot = useMutation(forgotPasswordMutation());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(forgotPasswordRequest), defaultValues: { email: '' } });
  const onSubmit = handleSubmit((values) => forgot.mutate(values));

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {forgot.isSuccess ? (
        <Alert color="green" role="status">
          {forgot.data.message}
        </Alert>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {forgot.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(forgot.error, t('auth.forgotFailed'))}
              </Alert>
            ) : null}
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              {...register('email')}
              error={errors.email?.message}
            />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('auth.sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        {t('auth.rememberedIt')}{' '}
        <Anchor component={Link} to="/login">
          {t('auth.signInLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
