import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { submitClipRequest, type SubmitClipRequest } from '@schemas/clip';
import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';

/** Empty text is "not given"; anything else is read as a number for the schema to judge. */
const optionalNumber = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

/**
 * The Submit Clip form: the request's own rules and messages (campaign and link required, 'Please select
 * a campaign and enter a valid link'; views a whole number of 0 or more, sent only when filled).
 */
export const submitClipForm = submitClipRequest.extend({
  viewCount: z.preprocess(optionalNumber, submitClipRequest.shape.viewCount),
  // Said when the form is checked, in the reader's language (the language is chosen after this module loads).
  notes: z.string().max(1000, { error: () => t('clips.notesTooLong') }),
});
export type SubmitClipFormInput = z.input<typeof submitClipForm>;

/**
 * A new pending clip changes the dashboard (clips, pending amount), the clip list and the clipper wallet: the answer
 * names them and the api client refreshes them. A refusal (campaign paused, completed or deleted) means they and the
 * joined campaigns (the picker's active ones) are stale, so a refusal refreshes them.
 */
export const submitClipMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['clips', 'submit'],
    mutationFn: (body: SubmitClipRequest) => callApi('submitClip', { body }),
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.user() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.clips.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.clipper() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.joined() }),
      ]),
  });
