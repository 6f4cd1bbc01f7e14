import { Badge, Group } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { platformLabels } from '@schemas/platform';
import { formatRupees } from '../lib/format';
import { t } from '../lib/i18n';

/**
 * The platforms a campaign pays for (docs/trust.md#platforms), each with its own rate per 1K views where the creator
 * set one (the others pay the campaign's rate).
 */
export function PlatformBadges({ campaign }: { campaign: Pick<Campaign, 'platforms' | 'platformRates'> }) {
  return (
    <Group gap={6} aria-label={t('common.platforms')}>
      {campaign.platforms.map((p) => {
        const rate = campaign.platformRates[p];
        return (
          <Badge key={p} variant="light" color={p === 'youtube_shorts' ? 'red' : 'grape'} tt="none">
            {rate === undefined
              ? platformLabels[p]
              : t('common.platformRate', { platform: platformLabels[p], rate: formatRupees(rate) })}
          </Badge>
        );
      })}
    </Group>
  );
}
