import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { signupForm } from '@schemas/auth';
import { PasswordField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { acceptInvitationMutation } from '../api/account-link-calls';
import { AuthCard } from './auth-card';
import { useStartSession } from './use-start-session';

export const ACCEPT_FAILED = 'The invitation could not be accepted. Please try again.';

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
  } = useForm({ resolver: zodResolver(joinForm), defaultValues: { name: '', password: '' } });
  const onSubmit = handleSubmit((values) =>
    accept.mutate({ token, ...values }, { onSuccess: (auth) => startSession(auth) }),
  );

  return (
    <AuthCard title="Join the ClipMandi admin team" subtitle="Choose your name and a password">
      <form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {accept.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(accept.error, ACCEPT_FAILED)}
            </Alert>
          ) : null}
          <TextField label="Full name" autoComplete="name" {...register('name')} error={errors.name?.message} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <Button type="submit" loading={accept.isPending} fullWidth>
            Join the admin team
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
