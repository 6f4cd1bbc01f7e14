import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { changeEmailRequest } from '@schemas/accounts';
import { PasswordField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { changeEmailMutation, resendVerificationMutation } from '../api/account-email';

export const RESEND_FAILED = 'The link could not be sent. Please try again.';
export const CHANGE_EMAIL_FAILED = 'The email could not be changed. Please try again.';

/**
 * The account's address (docs/accounts.md#verified-email): whether it is verified, a new link when it is not, and a
 * change of address, which the new address's link completes (the old one stays until then).
 */
export function EmailAddressCard() {
  const { user } = useSession();
  const resend = useMutation(resendVerificationMutation());
  const change = useMutation(changeEmailMutation());
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changeEmailRequest), defaultValues: { email: '', password: '' } });
  if (!user) return null;
  const onSubmit = handleSubmit((values) => change.mutate(values, { onSuccess: () => reset() }));

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="xs">
        Email
      </Title>
      <Group gap="sm" mb="md">
        <Text>{user.email}</Text>
        <Badge color={user.emailVerified ? 'green' : 'orange'} variant="light">
          {user.emailVerified ? 'Verified' : 'Not verified'}
        </Badge>
      </Group>
      {user.emailVerified ? null : (
        <Button
          variant="light"
          mb="md"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (answer) => notify(answer.message, 'success'),
              onError: (error) => notify(errorMessage(error, RESEND_FAILED), 'error'),
            })
          }
        >
          Send a new verification link
        </Button>
      )}
      <form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A new address replaces this one once you open the link we send to it.
          </Text>
          {change.isSuccess ? (
            <Alert color="green" role="status">
              {change.data.message}
            </Alert>
          ) : null}
          {change.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(change.error, CHANGE_EMAIL_FAILED)}
            </Alert>
          ) : null}
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            {...register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Send verification link
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
