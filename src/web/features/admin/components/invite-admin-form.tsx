import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { inviteAdminRequest } from '@schemas/accounts';
import type { AdminRole } from '@schemas/auth';
import { FormError, SelectField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { inviteAdminMutation } from '../api/team';
import { adminRoleOptions } from './admin-role-labels';

/** "Invite an admin": an email and a role; the server emails a link valid 7 days. */
export function InviteAdminForm() {
  const queryClient = useQueryClient();
  const invite = useMutation(inviteAdminMutation(queryClient));
  const [refusal, setRefusal] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: formResolver(inviteAdminRequest),
    defaultValues: { email: '', adminRole: 'moderator' as AdminRole },
  });

  const onSubmit = handleSubmit((values) => {
    setRefusal(undefined);
    invite.mutate(values, {
      onSuccess: (res) => {
        notify(res.message, 'success');
        reset();
      },
      onError: (error) => setRefusal(errorMessage(error, t('admin.inviteFailed'))),
    });
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invite-admin">
      <Title order={2} size="h4" id="invite-admin" mb="xs">
        {t('admin.inviteTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.inviteIntro')}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormError message={refusal} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextField
              label={t('admin.colEmail')}
              type="email"
              required
              autoComplete="off"
              style={{ flex: 1, minWidth: 220 }}
              {...register('email')}
              error={errors.email?.message}
            />
            <SelectField
              label={t('admin.colRole')}
              data={adminRoleOptions()}
              {...register('adminRole')}
              error={errors.adminRole?.message}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              {t('admin.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
