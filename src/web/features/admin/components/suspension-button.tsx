import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod';
import type { adminUser } from '@schemas/admin';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { reinstateUserMutation, suspendUserMutation } from '../api/suspension';
import { SuspendUserModal } from './suspend-user-modal';

type AdminUser = z.output<typeof adminUser>;

export const SUSPEND_FAILED = 'Failed to suspend this person';
export const REINSTATE_FAILED = 'Failed to reinstate this person';

/** Suspend a clipper or creator (with a reason), or reinstate a suspended one; admins are not suspended here. */
export function SuspensionButton({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const suspend = useMutation(suspendUserMutation(queryClient));
  const reinstate = useMutation(reinstateUserMutation(queryClient));
  const [asking, setAsking] = useState(false);
  const name = user.name.trim() || 'Unknown User';

  if (user.suspension) {
    return (
      <Button
        size="xs"
        variant="light"
        color="green"
        loading={reinstate.isPending}
        aria-label={`Reinstate ${name}`}
        onClick={() =>
          reinstate.mutate(user._id, {
            onSuccess: (res) => notify(res.message, 'success'),
            onError: (error) => notify(errorMessage(error, REINSTATE_FAILED), 'error'),
          })
        }
      >
        Reinstate
      </Button>
    );
  }
  if (user.role === 'admin') return null;
  return (
    <>
      <Button size="xs" variant="default" color="red" aria-label={`Suspend ${name}`} onClick={() => setAsking(true)}>
        Suspend
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
                onError: (error) => notify(errorMessage(error, SUSPEND_FAILED), 'error'),
              },
            )
          }
        />
      ) : null}
    </>
  );
}
