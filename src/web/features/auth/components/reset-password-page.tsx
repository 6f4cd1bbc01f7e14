import { formResolver } from '@web/lib/form-resolver';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { signupForm } from '@schemas/auth';
import { PasswordField } from '@web/components/form-fields';
import { errorMessage, isApiError } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { resetPasswordMutation } from '../api/account-link-calls';
import { AuthCard } from './auth-card';

/** The form checks what signup's does; the length rule is the contract's, with its message (docs/product.md#validation). */
const newPasswordForm = signupForm.pick({ password: true });

/** A refusal of the password itself (too short), rather than of the link: a new link would not help. */
const refusesPassword = (error: unknown) =>
  isApiError(error, 400) && (error.issues ?? []).some((issue) => issue.path === 'password');

/**
 * /reset-password?token=…: sets a new password with the emailed link (docs/accounts.md#password-reset). Every session of
 * the account ends, this browser's included, so it is forgotten here.
 */
export function ResetPasswordPage() {
  const { token = '' } = useSearch({ strict: false });
  const reset = useMutation(resetPasswordMutation());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(newPasswordForm), defaultValues: { password: '' } });
  const onSubmit = handleSubmit((values) =>
    reset.mutate({ token, password: values.password }, { onSuccess: () => session.logout() }),
  );

  if (reset.isSuccess)
    return (
      <AuthCard title={t('auth.resetTitle')}>
        <Alert color="green" role="status">
          {reset.data.message}
        </Alert>
        <Anchor component={Link} to="/login" ta="center">
          {t('auth.signInLink')}
        </Anchor>
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {reset.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(reset.error, t('auth.resetFailed'))}
              {refusesPassword(reset.error) ? null : (
                <>
                  {' '}
                  <Anchor component={Link} to="/forgot-password" inherit>
                    {t('auth.askNewLink')}
                  </Anchor>
                </>
              )}
            </Alert>
          ) : null}
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('auth.setNewPassword')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
