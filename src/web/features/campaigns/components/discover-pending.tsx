import { Container, Fieldset, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { t } from '@web/lib/i18n';
import { discoverFiltersOf } from '../discover-search';
import { CampaignCardSkeleton } from './campaign-card-skeleton';
import { discoverGridProps } from './discover-page';
import { DiscoverFiltersBar } from './discover-filters';

/** Enough placeholder cards to fill the first screen at any width. */
const SKELETON_CARDS = 6;

/**
 * Discover while its list loads (the first visit, or a new search or sort): the heading, the search bar with the
 * address's values (not yet usable) and grey cards where the cards will stand.
 */
export function DiscoverPending() {
  const search = useRouterState({ select: (state) => state.location.search });
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('campaigns.discoverTitle')}
      </Title>
      <Fieldset variant="unstyled" disabled>
        <DiscoverFiltersBar filters={discoverFiltersOf(search)} onChange={() => undefined} />
      </Fieldset>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('campaigns.loadingCampaigns')}</VisuallyHidden>
        <SimpleGrid {...discoverGridProps}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <CampaignCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      </div>
    </Container>
  );
}
