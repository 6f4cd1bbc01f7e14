import { Stack, Text, type TextProps } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatDateTime, type Where } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { useHydrated } from '@web/lib/use-hydrated';
import { STABLE } from './time-ago';

type Dated = Pick<Campaign, 'startsAt' | 'endsAt' | 'endedAt'>;

/**
 * A campaign's dates as its card, its page and My Campaigns say them (docs/product.md#campaign-dates): a start still
 * to come, the end of one still running, or when it ended. `now` in milliseconds since 1970.
 */
export function campaignDatesText({ startsAt, endsAt, endedAt }: Dated, now: number, where: Where = {}): string[] {
  if (endedAt) return [t('common.endedOn', { date: formatDateTime(endedAt, where) })];
  const lines: string[] = [];
  if (startsAt && Date.parse(startsAt) > now)
    lines.push(t('common.startsOn', { date: formatDateTime(startsAt, where) }));
  if (endsAt) lines.push(t('common.endsOn', { date: formatDateTime(endsAt, where) }));
  return lines;
}

/** The lines of campaignDatesText, nothing when a campaign has no dates. */
export function CampaignDates({ campaign, ...text }: { campaign: Dated } & TextProps) {
  // A server-drawn page (Discover, the campaign page) and its hydration write dates in the server's fixed form.
  const hydrated = useHydrated();
  const lines = campaignDatesText(campaign, Date.now(), hydrated ? {} : STABLE);
  if (lines.length === 0) return null;
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="sm" {...text}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}
