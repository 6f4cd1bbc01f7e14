import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, isApiError } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { joinCampaignMutation } from '../api/join-campaign';

/**
 * Joining from a card or the detail page. Without a session it sends the visitor to /login first; an
 * 'already joined' refusal still counts as joined; other failures show the server's message.
 */
export function useJoinCampaign(options: { successMessage: string; onJoined?: (campaignId: string) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { token } = useSession();
  const mutation = useMutation(joinCampaignMutation(queryClient));

  function join(campaignId: string) {
    if (!token) {
      notify(t('campaigns.loginToJoin'), 'error');
      void navigate({ to: '/login' });
      return;
    }
    mutation.mutate(campaignId, {
      onSuccess: () => {
        options.onJoined?.(campaignId);
        notify(options.successMessage, 'success');
      },
      onError: (error) => {
        // Told apart by status, never by wording: joining's only conflict (409) is 'already joined', which still
        // counts as joined (docs/product.md#entities-states-and-badges).
        if (isApiError(error, 409)) options.onJoined?.(campaignId);
        else if (isApiError(error, 401)) notify(t('campaigns.loginToJoin'), 'error');
        else notify(errorMessage(error, t('campaigns.joinFailed')), 'error');
      },
    });
  }

  return { join, isPending: mutation.isPending };
}
