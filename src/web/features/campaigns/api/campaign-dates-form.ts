import * as z from 'zod';
import { campaignDates, type Campaign } from '@schemas/campaign';
import { fromDateTimeLocal, toDateTimeLocal } from '@web/lib/date-time-local';
import { t } from '@web/lib/i18n';

const dateTimeText = (value: unknown) => (typeof value === 'string' ? fromDateTimeLocal(value) : value);

/** The Start and End date inputs: datetime-local text typed, an ISO instant (or null when left empty) sent. */
export const campaignDateFields = {
  startsAt: z.preprocess(dateTimeText, campaignDates.shape.startsAt),
  endsAt: z.preprocess(dateTimeText, campaignDates.shape.endsAt),
};

type Dates = { startsAt?: string | null | undefined; endsAt?: string | null | undefined };

const inputText = (iso: string | null | undefined) => (iso ? toDateTimeLocal(iso) : '');

/** What the two inputs first hold: the edited campaign's dates in the browser's time zone, else nothing. */
export const dateInputs = (campaign: Pick<Campaign, 'startsAt' | 'endsAt'> | undefined) => ({
  startsAt: inputText(campaign?.startsAt),
  endsAt: inputText(campaign?.endsAt),
});

/** The dates an edited campaign's form sends back when its inputs are left alone (to the minute, as shown). */
export function keptDates(campaign: Pick<Campaign, 'startsAt' | 'endsAt'>): {
  startsAt: string | null;
  endsAt: string | null;
} {
  const inputs = dateInputs(campaign);
  return { startsAt: fromDateTimeLocal(inputs.startsAt), endsAt: fromDateTimeLocal(inputs.endsAt) };
}

/**
 * The dates a request carries. A new campaign sends those given. An edit sends only those changed, null for one
 * emptied, so an untouched date keeps its exact instant (the inputs show minutes only) and is not checked again.
 */
export function datesToSend(dates: Dates, kept: Dates | undefined): Dates {
  const sent: Dates = {};
  for (const key of ['startsAt', 'endsAt'] as const) {
    const value = dates[key] ?? null;
    if (kept ? value !== (kept[key] ?? null) : value !== null) sent[key] = value;
  }
  return sent;
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * What is wrong with the end date, if anything: the server's refusals of an end date (docs/product.md#campaign-dates),
 * said before sending. Like the server, only a new end must lie in the future: `keptEnd` is
 * the edited campaign's end as its form first held it (null on create), which may pass and still be kept.
 */
export function endDateProblem({ startsAt, endsAt }: Dates, keptEnd: string | null, now: number): string | undefined {
  const end = time(endsAt);
  if (Number.isNaN(end)) return undefined;
  if (endsAt !== keptEnd && end <= now) return t('campaigns.endInPast');
  const start = time(startsAt);
  if (!Number.isNaN(start) && end <= start) return t('campaigns.endBeforeStart');
  return undefined;
}
