import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { t } from '@web/lib/i18n';
import { CampaignPageFrame } from './campaign-detail-page';

function FigureCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Skeleton height={14} width="60%" my={4} />
      <Skeleton height={22} width="50%" my={4} />
    </Card>
  );
}

function SectionSkeleton({ lines }: { lines: number }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Skeleton height={26} width="30%" mb="sm" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={14} width={index === lines - 1 ? '60%' : '100%'} my={6} />
      ))}
    </Card>
  );
}

/** The campaign page while it loads: its header, the four figure tiles and the sections, in grey. */
export function CampaignDetailSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Stack gap="xs" maw={720}>
        <Skeleton height={40} width="60%" />
        <Group gap="xs">
          <Skeleton height={26} circle />
          <Skeleton height={14} width={140} />
        </Group>
        <Skeleton width={320} maw="100%" h="auto" style={{ aspectRatio: '16 / 9' }} />
        <Skeleton height={14} my={6} />
        <Skeleton height={14} width="80%" my={6} />
        <Skeleton height={12} width={90} my={4} />
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {[0, 1, 2, 3].map((tile) => (
          <FigureCardSkeleton key={tile} />
        ))}
      </SimpleGrid>
      <SectionSkeleton lines={2} />
      <SectionSkeleton lines={2} />
      <SectionSkeleton lines={3} />
    </Stack>
  );
}

/** The route's placeholder while the campaign loads: the way back and the page's layout, so nothing moves. */
export function CampaignDetailPending() {
  return (
    <CampaignPageFrame>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('campaigns.loadingCampaign')}</VisuallyHidden>
        <CampaignDetailSkeleton />
      </div>
    </CampaignPageFrame>
  );
}
