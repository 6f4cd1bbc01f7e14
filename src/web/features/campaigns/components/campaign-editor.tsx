import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Campaign } from '@schemas/campaign';
import { ConfirmModal } from '@web/components/confirm-modal';
import { errorMessage } from '@web/lib/api-error';
import type { CampaignEditorProps } from '@web/lib/dashboard-slots';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { deleteCampaignMutation, updateCampaignMutation } from '../api/campaign-mutations';
import { CampaignFormModal } from './campaign-form-modal';

type FormState = { mode: 'create' } | { mode: 'edit'; campaign: Campaign } | null;

/**
 * A creator's Create, Edit and Delete campaign: the screen that lists the campaigns renders through `children`
 * with the actions that open the form or the delete confirmation; the dialogs are rendered here beside it.
 */
export function CampaignEditor({ availableBalance, children }: CampaignEditorProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(deleteCampaignMutation(queryClient));
  const update = useMutation(updateCampaignMutation(queryClient));

  // The seed's own edit call with the campaign as it is and the status asked for.
  function pause(campaign: Campaign, paused: boolean) {
    const { title, description, requirements, youtubeLink, payoutPer1000Views, totalBudget } = campaign;
    const body = { title, description, requirements, youtubeLink, payoutPer1000Views, totalBudget };
    update.mutate(
      { id: campaign._id, body: { ...body, status: paused ? 'paused' : 'active' } },
      {
        onSuccess: () => notify(paused ? t('campaigns.pausedDone') : t('campaigns.resumedDone'), 'success'),
        onError: (error) => notify(errorMessage(error, t('campaigns.pauseFailed')), 'error'),
      },
    );
  }
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        notify(t('campaigns.deletedToast'), 'success');
        setDeleting(null);
      },
      onError: (error) => {
        notify(errorMessage(error, t('campaigns.deleteFailed')), 'error');
        setDeleting(null);
      },
    });
  }

  return (
    <>
      {children({
        create: () => setForm({ mode: 'create' }),
        edit: (campaign) => setForm({ mode: 'edit', campaign }),
        remove: setDeleting,
        pause,
      })}
      {form ? (
        <CampaignFormModal
          key={form.mode === 'edit' ? form.campaign._id : 'new'}
          opened
          campaign={form.mode === 'edit' ? form.campaign : undefined}
          availableBalance={availableBalance}
          onClose={() => setForm(null)}
        />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('campaigns.deleteTitle')}
        message={t('campaigns.deleteMessage')}
        confirmLabel={t('campaigns.delete')}
        color="red"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
