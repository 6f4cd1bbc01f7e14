import { formResolver } from '@web/lib/form-resolver';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { loginRequest } from '@schemas/auth';
import { PasswordField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { useHydrated } from '@web/lib/use-hydrated';
import { loginMutation } from '../api/auth-calls';
import { AuthCard } from './auth-card';
import { useStartSession } from './use-start-session';

/** /login: email and password; success goes to the role's home. */
export function LoginPage() {
  const startSession = useStartSession();
  const login = useMutation(loginMutation());
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(loginRequest), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (auth) => startSession(auth),
      onError: (error) => notify(errorMessage(error, t('auth.loginFailed')), 'error'),
    }),
  );

  return (
    <AuthCard title={t('auth.welcomeBack')} subtitle={t('auth.loginSubtitle')}>
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
          <Button type="submit" disabled={!hydrated || login.isPending} fullWidth>
            {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/signup">
          {t('auth.signUpHere')}
        </Anchor>
      </Text>
      <Anchor component={Link} to="/" size="sm" ta="center">
        {t('auth.backToHome')}
      </Anchor>
    </AuthCard>
  );
}
