import { formResolver } from '@web/lib/form-resolver';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { signupForm } from '@schemas/auth';
import { PasswordField, SelectField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { useHydrated } from '@web/lib/use-hydrated';
import { signupMutation } from '../api/auth-calls';
import { AuthCard } from './auth-card';
import { useStartSession } from './use-start-session';

/** The roles one may sign up as, in the reader's language (so read at render, not on import). */
const roleOptions = () => [
  { value: 'user', label: t('auth.roleClipper') },
  { value: 'creator', label: t('auth.roleCreator') },
];

/** /signup: name, email, password and the role (clipper by default); success goes to the role's home. */
export function SignupPage() {
  const startSession = useStartSession();
  const signup = useMutation(signupMutation());
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: formResolver(signupForm),
    defaultValues: { name: '', email: '', password: '', role: 'user' as const },
  });

  const onSubmit = handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: (auth) => startSession(auth),
      onError: (error) => notify(errorMessage(error, t('auth.signupFailed')), 'error'),
    }),
  );

  return (
    <AuthCard title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      <form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField
            label={t('auth.fullName')}
            autoComplete="name"
            {...register('name')}
            error={errors.name?.message}
          />
          <TextField
            label={t('auth.emailAddress')}
            type="email"
            autoComplete="email"
            {...register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <SelectField
            label={t('auth.roleQuestion')}
            data={roleOptions()}
            {...register('role')}
            error={errors.role?.message}
          />
          <Button type="submit" disabled={!hydrated || signup.isPending} fullWidth>
            {signup.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('auth.signInHere')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
