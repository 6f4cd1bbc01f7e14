import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Campaign } from '@schemas/campaign';
import { ConfirmModal } from '@web/components/confirm-modal';
import { errorMessage } from '@web/lib/api-error';
import type { CampaignEditorProps } from '@web/lib/dashboard-slots';
import { notify } from '@web/lib/notify';
import { deleteCampaignMutation, updateCampaignMutation } from '../api/campaign-mutations';
import { CampaignFormModal } from './campaign-form-modal';

export const DELETE_FAILED = 'Failed to delete campaign';
export const PAUSE_FAILED = 'Failed to change the campaign';
export const PAUSED_DONE = 'Campaign paused: it takes no new participants or clips until you resume it.';
export const RESUMED_DONE = 'Campaign resumed.';

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
        onSuccess: () => notify(paused ? PAUSED_DONE : RESUMED_DONE, 'success'),
        onError: (error) => notify(errorMessage(error, PAUSE_FAILED), 'error'),
      },
    );
  }
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        notify('Campaign deleted successfully', 'success');
        setDeleting(null);
      },
      onError: (error) => {
        notify(errorMessage(error, DELETE_FAILED), 'error');
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
        title="Delete campaign?"
        message="This action cannot be undone and the campaign will be permanently deleted."
        confirmLabel="Delete"
        color="red"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
