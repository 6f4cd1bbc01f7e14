import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type Suspension = { userId: string; reason: string };

/** Suspends a clipper or creator with the reason they are shown; the people lists refetch before it resolves. */
export const suspendUserMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'suspend'],
    mutationFn: async ({ userId, reason }: Suspension) => {
      const answer = await callApi('suspendUser', { params: { id: userId }, body: { reason } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.usersAll });
      return answer;
    },
  });

/** Ends a suspension; the people lists refetch before it resolves. */
export const reinstateUserMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'reinstate'],
    mutationFn: async (userId: string) => {
      const answer = await callApi('reinstateUser', { params: { id: userId } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.usersAll });
      return answer;
    },
  });
