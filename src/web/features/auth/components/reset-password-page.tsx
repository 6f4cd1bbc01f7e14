import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { resetPasswordRequest } from '@schemas/accounts';
import { PasswordField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { session } from '@web/lib/session';
import { resetPasswordMutation } from '../api/account-link-calls';
import { AuthCard } from './auth-card';

export const RESET_FAILED = 'The password could not be set. Please try again.';

const newPasswordForm = resetPasswordRequest.pick({ password: true });

/**
 * /reset-password?token=…: sets a new password with the emailed link (docs/accounts.md#password-reset). Every session of
 * the account ends, this browser's included, so it is forgotten here.
 */
export function ResetPasswordPage() {
  const { token = '' } = useSearch({ strict: false }) as { token?: string };
  const reset = useMutation(resetPasswordMutation());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '' } });
  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate({ token, password }, { onSuccess: () => session.logout() }),
  );

  if (reset.isSuccess)
    return (
      <AuthCard title="Set a new password">
        <Alert color="green" role="status">
          {reset.data.message}
        </Alert>
        <Anchor component={Link} to="/login" ta="center">
          Sign in
        </Anchor>
      </AuthCard>
    );
  return (
    <AuthCard title="Set a new password" subtitle="At least 8 characters">
      <form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {reset.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(reset.error, RESET_FAILED)}{' '}
              <Anchor component={Link} to="/forgot-password">
                Ask for a new link
              </Anchor>
            </Alert>
          ) : null}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
