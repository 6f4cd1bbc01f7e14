import { formResolver } from '@web/lib/form-resolver';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { changeEmailRequest } from '@schemas/accounts';
import { PasswordField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { changeEmailMutation } from '../api/account-email';

/**
 * A new address, with the current password to prove it is the person: the server sends the new address a link, and
 * it replaces the old one only once that link is opened (docs/accounts.md#verified-email).
 */
export function ChangeEmailForm() {
  const change = useMutation(changeEmailMutation());
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: formResolver(changeEmailRequest), defaultValues: { email: '', password: '' } });
  const onSubmit = handleSubmit((values) => change.mutate(values, { onSuccess: () => reset() }));

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="change-email">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id="change-email">
            {t('settings.changeEmailTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.changeEmailIntro')}
          </Text>
        </div>
        {change.isSuccess ? (
          <Alert color="green" role="status">
            {change.data.message}
          </Alert>
        ) : null}
        {change.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(change.error, t('settings.changeEmailFailed'))}
          </Alert>
        ) : null}
        <TextField
          label={t('settings.newEmail')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('settings.sendVerificationLink')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
