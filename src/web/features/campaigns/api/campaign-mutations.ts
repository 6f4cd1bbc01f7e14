import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import {
  campaignInput,
  campaignRules,
  platformRate,
  updateCampaignFields,
  type PlatformRates,
  type CreateCampaignRequest,
  type UpdateCampaignRequest,
} from '@schemas/campaign';
import type { Platform } from '@schemas/platform';
import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { refreshCreatorData } from '@web/lib/refresh-creator-data';
import { campaignDateFields } from './campaign-dates-form';

/** Number inputs hold text; empty is "not given" (the default, if any), anything else is a number for the schema to judge. */
const numberText = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

/** Tags typed in one field, separated by spaces or commas, checked as the request's list (one message, on the field). */
const requiredTagsText = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const parsed = campaignRules.shape.requiredTags.safeParse(text.split(/[\s,]+/).filter((tag) => tag !== ''));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? t('campaigns.checkRequiredTags') });
    return z.NEVER;
  });

/**
 * The Create and Edit Campaign forms: each request's rules and messages (an edit allows a total budget of
 * 0), money typed in rupees and held as paise, and the (hidden) status that only an edit sends. The campaign
 * rules (docs/trust.md#campaign-rules) are typed at creation only; an edit shows them and never sends them. The
 * optional dates (docs/product.md#campaign-dates) are typed in the browser's time zone and sent as ISO instants.
 */
const formWithMoneyRules = ({ shape }: typeof campaignInput | typeof updateCampaignFields) =>
  updateCampaignFields.extend({
    payoutPer1000Views: z.preprocess(numberText, shape.payoutPer1000Views),
    totalBudget: z.preprocess(numberText, shape.totalBudget),
    minPaidViews: z.preprocess(numberText, campaignRules.shape.minPaidViews),
    maxPayoutPerClip: z.preprocess(numberText, campaignRules.shape.maxPayoutPerClip),
    reviewWindowHours: z.preprocess(numberText, campaignRules.shape.reviewWindowHours),
    requiredTags: requiredTagsText,
    // Blank: the platform is paid the campaign's rate.
    platformRates: z
      .object({
        youtube_shorts: z.preprocess(numberText, platformRate.optional()),
        instagram_reels: z.preprocess(numberText, platformRate.optional()),
      })
      .optional(),
    ...campaignDateFields,
  });

/** The own rates of the platforms the campaign pays for (a rate typed for a platform then unticked is not sent). */
export function ratesOfChosen(platforms: readonly Platform[] | undefined, rates: PlatformRates | undefined) {
  const kept: PlatformRates = {};
  for (const p of platforms ?? []) if (rates?.[p] !== undefined) kept[p] = rates[p];
  return kept;
}
export const createCampaignForm = formWithMoneyRules(campaignInput);
export const editCampaignForm = formWithMoneyRules(updateCampaignFields);
export type CampaignFormInput = z.input<typeof editCampaignForm>;
export type CampaignFormValues = z.output<typeof editCampaignForm>;

/** A new campaign: its answer names what changed (the creator's reads, the public list). */
export const createCampaignMutation = () =>
  mutationOptions({
    mutationKey: ['campaigns', 'create'],
    mutationFn: (body: CreateCampaignRequest) => callApi('createCampaign', { body }),
  });

export const updateCampaignMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['campaigns', 'update'],
    mutationFn: ({ id, body }: { id: string; body: UpdateCampaignRequest }) =>
      callApi('updateCampaign', { params: { id }, body }),
    // A refusal (deleted meanwhile, budget already spent) means the screen is stale.
    onError: () => refreshCreatorData(queryClient, { campaigns: true }),
  });

export const deleteCampaignMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['campaigns', 'delete'],
    mutationFn: (id: string) => callApi('deleteCampaign', { params: { id } }),
    onSettled: (_data, error, id) => {
      // Deleted now or already (a 404): drop its cached detail so going Back loads it afresh.
      queryClient.removeQueries({ queryKey: queryKeys.campaigns.detail(id) });
      // A refusal means the screen is stale (the answer of a deletion names what it changed).
      return error ? refreshCreatorData(queryClient, { campaigns: true }) : undefined;
    },
  });
