import { NativeSelect } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@schemas/auth';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { changeAdminRoleMutation } from '../api/team';
import { adminRoleOptions } from './admin-role-labels';

type Props = { adminId: string; name: string; role: AdminRole };

/** An admin's role, changed as it is chosen; the server's message (or refusal: the last owner) in a toast. */
export function AdminRoleSelect({ adminId, name, role }: Props) {
  const queryClient = useQueryClient();
  const change = useMutation(changeAdminRoleMutation(queryClient));
  return (
    <NativeSelect
      aria-label={t('admin.roleOf', { name })}
      data={adminRoleOptions()}
      value={change.isPending ? change.variables.adminRole : role}
      disabled={change.isPending}
      onChange={(event) =>
        change.mutate(
          { adminId, adminRole: event.currentTarget.value as AdminRole },
          {
            onSuccess: (res) => notify(res.message, 'success'),
            onError: (error) => notify(errorMessage(error, t('admin.roleFailed')), 'error'),
          },
        )
      }
    />
  );
}
