import { formResolver } from '@web/lib/form-resolver';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { loginRequest } from '@schemas/auth';
import { FormError, PasswordField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { useHydrated } from '@web/lib/use-hydrated';
import { adminLoginMutation } from '../api/auth-calls';
import { AuthCard } from './auth-card';
import { useStartSession } from './use-start-session';

/** /admin/login: the separate sign-in for admins; a refusal shows in a banner above the form. */
export function AdminLoginPage() {
  const startSession = useStartSession();
  const adminLogin = useMutation(adminLoginMutation());
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(loginRequest), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => adminLogin.mutate(values, { onSuccess: (auth) => startSession(auth) }));

  return (
    <AuthCard title={t('auth.adminLoginTitle')} subtitle={t('auth.adminLoginSubtitle')}>
      <FormError
        message={adminLogin.isError ? errorMessage(adminLogin.error, t('auth.adminLoginFailed')) : undefined}
      />
      <form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            {...register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
            {t('auth.forgotPasswordLink')}
          </Anchor>
          <Button type="submit" disabled={!hydrated || adminLogin.isPending} fullWidth>
            {adminLogin.isPending ? t('auth.signingIn') : t('auth.signInAsAdmin')}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between">
        <Anchor component={Link} to="/login" size="sm">
          {t('auth.userLogin')}
        </Anchor>
        <Anchor component={Link} to="/" size="sm">
          {t('auth.backToHome')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
