import type { CampaignDates } from '../../../schemas/campaign';
import { badRequest } from '../refusals';

type Dates = { startsAt: Date | null; endsAt: Date | null };

const asDate = (value: string | null | undefined, current: Date | null) =>
  value === undefined ? current : value === null ? null : new Date(value);

/**
 * A campaign's dates after a create or an edit (docs/product.md#campaign-dates): a date left out keeps what it was
 * (nothing on create), null clears it. A new end must be in the future and after the start (400).
 */
export function campaignDatesAfter(input: CampaignDates, current: Dates, now: Date): Dates {
  const dates = { startsAt: asDate(input.startsAt, current.startsAt), endsAt: asDate(input.endsAt, current.endsAt) };
  const endChanged = dates.endsAt?.getTime() !== current.endsAt?.getTime();
  if (dates.endsAt && endChanged && dates.endsAt <= now) throw badRequest('endInPast');
  if (dates.endsAt && dates.startsAt && dates.endsAt <= dates.startsAt) throw badRequest('endBeforeStart');
  return dates;
}
