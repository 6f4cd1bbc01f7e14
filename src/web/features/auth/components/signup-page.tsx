import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { signupForm } from '@schemas/auth';
import { PasswordField, SelectField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { useHydrated } from '@web/lib/use-hydrated';
import { signupMutation } from '../api/auth-calls';
import { AuthCard } from './auth-card';
import { useStartSession } from './use-start-session';

export const SIGNUP_FAILED = 'Signup failed. Please try again.';

const roleOptions = [
  { value: 'user', label: 'Content Creator (Join campaigns & earn)' },
  { value: 'creator', label: 'Campaign Creator (Create campaigns & pay)' },
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
    resolver: zodResolver(signupForm),
    defaultValues: { name: '', email: '', password: '', role: 'user' as const },
  });

  const onSubmit = handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: (auth) => startSession(auth),
      onError: (error) => notify(errorMessage(error, SIGNUP_FAILED), 'error'),
    }),
  );

  return (
    <AuthCard title="Create Your Account" subtitle="Join ClipMandi to earn from clips or fund campaigns">
      <form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField label="Full Name" autoComplete="name" {...register('name')} error={errors.name?.message} />
          <TextField
            label="Email Address"
            type="email"
            autoComplete="email"
            {...register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <SelectField
            label="I want to be a..."
            data={roleOptions}
            {...register('role')}
            error={errors.role?.message}
          />
          <Button type="submit" disabled={!hydrated || signup.isPending} fullWidth>
            {signup.isPending ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in here
        </Anchor>
      </Text>
    </AuthCard>
  );
}
