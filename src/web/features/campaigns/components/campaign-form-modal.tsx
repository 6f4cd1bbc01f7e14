import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { MAX_REVIEW_WINDOW_HOURS, type Campaign } from '@schemas/campaign';
import { TextareaField, TextField } from '@web/components/form-fields';
import { CampaignRules } from '@web/components/campaign-rules';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import {
  createCampaignForm,
  createCampaignMutation,
  ratesOfChosen,
  editCampaignForm,
  updateCampaignMutation,
  type CampaignFormInput,
  type CampaignFormValues,
} from '../api/campaign-mutations';
import { datesToSend, endDateProblem, keptDates } from '../api/campaign-dates-form';
import { initialValues } from '../api/campaign-form-values';
import { BudgetBalanceNote } from './budget-balance-note';
import { PlatformsField } from './platforms-field';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The campaign to edit; without one the modal creates a new campaign. */
  campaign?: Campaign;
  /** The creator's wallet in paise, shown under the budget of a new campaign. */
  availableBalance?: number;
};

/**
 * Create New Campaign and Edit Campaign: the same six fields and two optional dates, and the rules a new campaign
 * sets. Mount with a key per campaign.
 */
export function CampaignFormModal({ opened, onClose, campaign, availableBalance }: Props) {
  const queryClient = useQueryClient();
  const create = useMutation(createCampaignMutation());
  const update = useMutation(updateCampaignMutation(queryClient));
  const editing = campaign !== undefined;
  const schema = editing ? editCampaignForm : createCampaignForm;
  const kept = useMemo(() => (campaign ? keptDates(campaign) : undefined), [campaign]);
  // The end date's checks need both dates, the time of the submit and, on edit, the end the campaign already has.
  const checked = useMemo(
    () =>
      schema.superRefine((values, ctx) => {
        const message = endDateProblem(values, kept?.endsAt ?? null, Date.now());
        if (message) ctx.addIssue({ code: 'custom', path: ['endsAt'], message });
      }),
    [schema, kept],
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: formResolver(checked), defaultValues: initialValues(campaign) });
  // The budget as typed so far, in paise when it is a valid amount (for the balance hint only).
  const typedBudget = schema.shape.totalBudget.safeParse(useWatch({ control, name: 'totalBudget' })).data;

  function close() {
    reset(initialValues(campaign));
    onClose();
  }

  const onSubmit = handleSubmit((values) => {
    // The rules are fixed at creation (docs/trust.md#campaign-rules): an edit sends the campaign's other fields only.
    const {
      minPaidViews: _min,
      maxPayoutPerClip: _cap,
      reviewWindowHours: _window,
      requiredTags: _tags,
      ...fields
    } = values;
    const { startsAt, endsAt, platformRates: typedRates, ...editable } = fields;
    const platformRates = ratesOfChosen(values.platforms, typedRates);
    if (campaign) {
      update.mutate(
        { id: campaign._id, body: { ...editable, platformRates, ...datesToSend({ startsAt, endsAt }, kept) } },
        {
          onSuccess: () => {
            notify(t('campaigns.updatedToast'), 'success');
            onClose();
          },
          onError: (error) => notify(errorMessage(error, t('campaigns.updateFailed')), 'error'),
        },
      );
      return;
    }
    // Values are already checked and in paise; a new campaign has no status to send.
    const { status: _status, startsAt: _start, endsAt: _end, platforms, platformRates: _rates, ...body } = values;
    create.mutate(
      {
        ...body,
        platforms: platforms ?? ['youtube_shorts'],
        platformRates,
        ...datesToSend({ startsAt, endsAt }, undefined),
      },
      {
        onSuccess: () => {
          notify(t('campaigns.createdToast'), 'success');
          close();
        },
        onError: (error) => notify(errorMessage(error, t('campaigns.createFailed')), 'error'),
      },
    );
  });

  const busy = create.isPending || update.isPending;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? t('campaigns.editTitle') : t('campaigns.createTitle')}
      centered
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField label={t('campaigns.fieldTitle')} {...register('title')} error={errors.title?.message} />
          <TextareaField
            label={t('campaigns.fieldDescription')}
            autosize
            minRows={3}
            {...register('description')}
            error={errors.description?.message}
          />
          <TextareaField
            label={t('campaigns.requirements')}
            autosize
            minRows={2}
            {...register('requirements')}
            error={errors.requirements?.message}
          />
          <TextField
            label={t('campaigns.fieldYoutubeLink')}
            type="url"
            // not words: an example of the link asked for
            placeholder="https://www.youtube.com/watch?v=..."
            {...register('youtubeLink')}
            error={errors.youtubeLink?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label={t('campaigns.fieldPayoutPer1000')}
              type="number"
              min={0}
              step={0.01}
              {...register('payoutPer1000Views')}
              error={errors.payoutPer1000Views?.message}
            />
            <Stack gap={4}>
              <TextField
                label={t('campaigns.fieldTotalBudget')}
                type="number"
                min={0}
                step={0.01}
                {...register('totalBudget')}
                error={errors.totalBudget?.message}
              />
              {!editing && availableBalance !== undefined ? (
                <BudgetBalanceNote availableBalance={availableBalance} budget={typedBudget} />
              ) : null}
            </Stack>
          </SimpleGrid>
          <PlatformsField control={control} register={register} errors={errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label={t('campaigns.fieldStartDate')}
              type="datetime-local"
              {...register('startsAt')}
              error={errors.startsAt?.message}
            />
            <TextField
              label={t('campaigns.fieldEndDate')}
              type="datetime-local"
              {...register('endsAt')}
              error={errors.endsAt?.message}
            />
          </SimpleGrid>
          {campaign ? <FixedRules campaign={campaign} /> : <RulesFields register={register} errors={errors} />}
          <Text size="sm" c="dimmed">
            {campaign
              ? t('campaigns.alreadySpentNote', { amount: formatRupees(campaign.amountSpent) })
              : t('campaigns.budgetReservedNote')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('campaigns.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? t('campaigns.saveChanges') : t('campaigns.createCampaign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type FormApi = Pick<UseFormReturn<CampaignFormInput, unknown, CampaignFormValues>, 'register'> & {
  errors: FieldErrors<CampaignFormInput>;
};

/** The rules a new campaign sets once (docs/trust.md#campaign-rules), each with what it does. */
function RulesFields({ register, errors }: FormApi) {
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h5" component="legend">
        {t('campaigns.rules')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('campaigns.rulesFixedNote')}
      </Text>
      {/* Side by side, the three inputs line up at the bottom, whatever their labels' and descriptions' lengths. */}
      <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
        <TextField
          label={t('campaigns.fieldMinPaidViews')}
          description={t('campaigns.fieldMinPaidViewsHint')}
          type="number"
          min={0}
          step={1}
          {...register('minPaidViews')}
          error={errors.minPaidViews?.message}
        />
        <TextField
          label={t('campaigns.fieldMaxPayout')}
          description={t('campaigns.fieldMaxPayoutHint')}
          type="number"
          min={0}
          step={0.01}
          {...register('maxPayoutPerClip')}
          error={errors.maxPayoutPerClip?.message}
        />
        <TextField
          label={t('campaigns.fieldReviewWindow')}
          description={t('campaigns.fieldReviewWindowHint', { max: MAX_REVIEW_WINDOW_HOURS })}
          type="number"
          min={1}
          max={MAX_REVIEW_WINDOW_HOURS}
          step={1}
          {...register('reviewWindowHours')}
          error={errors.reviewWindowHours?.message}
        />
      </SimpleGrid>
      <TextField
        label={t('campaigns.fieldRequiredTags')}
        description={t('campaigns.fieldRequiredTagsHint')}
        // not words: example tags as a creator types them, the same in every language
        placeholder="#clipmandi @yourchannel"
        {...register('requiredTags')}
        error={errors.requiredTags?.message}
      />
    </Stack>
  );
}

/** An edit shows the rules it cannot change. */
function FixedRules({ campaign }: { campaign: Campaign }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('campaigns.rulesFixedAtCreation')}
      </Text>
      <CampaignRules campaign={campaign} />
    </Stack>
  );
}
