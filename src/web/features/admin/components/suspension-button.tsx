import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod';
import type { adminUser } from '@schemas/admin';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { reinstateUserMutation, suspendUserMutation } from '../api/suspension';
import { userName } from './labels';
import { SuspendUserModal } from './suspend-user-modal';

type AdminUser = z.output<typeof adminUser>;

/** Suspend a clipper or creator (with a reason), or reinstate a suspended one; admins are not suspended here. */
export function SuspensionButton({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const suspend = useMutation(suspendUserMutation(queryClient));
  const reinstate = useMutation(reinstateUserMutation(queryClient));
  const [asking, setAsking] = useState(false);
  const name = userName(user.name);

  if (user.suspension) {
    return (
      <Button
        size="xs"
        variant="light"
        color="green"
        loading={reinstate.isPending}
        aria-label={t('admin.reinstateName', { name })}
        onClick={() =>
          reinstate.mutate(user._id, {
            onSuccess: (res) => notify(res.message, 'success'),
            onError: (error) => notify(errorMessage(error, t('admin.reinstateFailed')), 'error'),
          })
        }
      >
        {t('admin.reinstate')}
      </Button>
    );
  }
  if (user.role === 'admin') return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color="red"
        aria-label={t('admin.suspendName', { name })}
        onClick={() => setAsking(true)}
      >
        {t('admin.suspend')}
      </Button>
      {asking ? (
        <SuspendUserModal
          name={name}
          busy={suspend.isPending}
          onClose={() => setAsking(false)}
          onSuspend={(reason) =>
            suspend.mutate(
              { userId: user._id, reason },
              {
                onSuccess: (res) => {
                  setAsking(false);
                  notify(res.message, 'success');
                },
                onError: (error) => notify(errorMessage(error, t('admin.suspendFailed')), 'error'),
              },
            )
          }
        />
      ) : null}
    </>
  );
}
