import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Campaign } from '@schemas/campaign';
import { t } from '@web/lib/i18n';
import { activeJoinedCampaignsQuery } from '@web/lib/joined-campaigns-query';

/** How long typing pauses before the picker asks the server (one call per pause, not per key). */
const SEARCH_DELAY_MS = 250;

type Props = {
  /** The chosen campaign (null: none yet). */
  value: Campaign | null;
  onChange: (campaign: Campaign | null) => void;
  error: string | undefined;
};

/**
 * Submit Clip's campaign: a searchable list of the clipper's joined campaigns that take clips (active ones),
 * filtered by the server as the clipper types and loaded a page further as they scroll to its end, so it
 * works the same for 3 joined campaigns as for 5,000.
 */
export function CampaignPicker({ value, onChange, error }: Props) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const choices = useInfiniteQuery(activeJoinedCampaignsQuery(search));
  const campaigns = choices.data?.pages.flatMap((page) => page.campaigns) ?? [];
  // The chosen one stays an option while another search's page does not hold it.
  const shown = value && !campaigns.some((c) => c._id === value._id) ? [value, ...campaigns] : campaigns;

  return (
    <Select
      label={t('clips.campaign')}
      placeholder={t('clips.selectCampaign')}
      searchable
      // Once chosen, the box shows its title: that is not a search.
      onSearchChange={(text) => setTyped(value && text === value.title ? '' : text)}
      data={shown.map((c) => ({ value: c._id, label: c.title }))}
      filter={({ options }) => options}
      value={value?._id ?? null}
      onChange={(id) => {
        setTyped('');
        onChange(shown.find((c) => c._id === id) ?? null);
      }}
      nothingFoundMessage={choices.isFetching ? t('clips.loadingCampaigns') : t('clips.noJoinedMatch')}
      scrollAreaProps={{
        onBottomReached: () => {
          if (choices.hasNextPage && !choices.isFetchingNextPage) void choices.fetchNextPage();
        },
      }}
      // The list opens under its box in the Submit Clip dialog, even while the box measures 0 (before layout).
      comboboxProps={{ hideDetached: false }}
      error={error}
      errorProps={{ role: 'alert' }}
      allowDeselect={false}
    />
  );
}
