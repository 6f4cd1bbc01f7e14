import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@schemas/auth';
import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';

/** The admins and the invitations not yet accepted (owners only). */
export const adminTeamQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.team(),
    queryFn: ({ signal }) => callApi('adminTeam', { signal }),
    // A getter: read when the call fails, in the reader's language.
    meta: {
      get errorMessage() {
        return t('admin.teamFailed');
      },
    },
  });

export type Invite = { email: string; adminRole: AdminRole };

/** Emails an invitation; the team refetches before it resolves, so the new invitation is listed with the message. */
export const inviteAdminMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'team', 'invite'],
    mutationFn: async (invite: Invite) => {
      const answer = await callApi('inviteAdmin', { body: invite });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.team() });
      return answer;
    },
  });

export type RoleChange = { adminId: string; adminRole: AdminRole };

/** Gives an admin another role; the team refetches (a refused change shows the role they still have). */
export const changeAdminRoleMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'team', 'role'],
    mutationFn: ({ adminId, adminRole }: RoleChange) =>
      callApi('changeAdminRole', { params: { id: adminId }, body: { adminRole } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.team() }),
  });
