import { Badge, List, Stack, Text } from '@mantine/core';
import type { Clip } from '@schemas/clip';
import { formatRelativeTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { sayStoredParts } from '@web/lib/stored-words';

type MeasuredFields = Pick<Clip, 'measuredViews' | 'measuredAt' | 'videoAvailable' | 'platform'>;
type RiskFields = Pick<Clip, 'measuredViews' | 'riskScore' | 'flags'>;

/** Who measured the clip: the platform its video is on (docs/trust.md#platforms). */
const sourceOf = (clip: Pick<Clip, 'platform'>) => (clip.platform === 'instagram_reels' ? 'Instagram' : 'YouTube');

/** "5 minutes ago", "2 hours ago", "yesterday": how old a measurement is (never in the future: clocks differ a little). */
const measuredAgo = (iso: string, now: Date) =>
  formatRelativeTime(iso, Math.max(now.getTime(), new Date(iso).getTime()));

/**
 * The views YouTube measured and when (docs/trust.md#measured-views), or why there are none: the server does
 * not measure (no YouTube key), or YouTube no longer shows the video.
 */
export function measuredViewsText(clip: MeasuredFields, now: Date): string {
  if (clip.videoAvailable === false) {
    const reel = clip.platform === 'instagram_reels';
    if (clip.measuredViews === null) return t(reel ? 'common.reelGone' : 'common.videoGone');
    return t(reel ? 'common.reelGoneLastViews' : 'common.videoGoneLastViews', { views: clip.measuredViews });
  }
  // A reel is always measured by Instagram: no count yet means too few viewers so far, not an unmeasured server.
  if (clip.measuredViews === null || clip.measuredAt === null)
    return t(clip.platform === 'instagram_reels' ? 'common.reelNotMeasuredYet' : 'common.notVerified');
  return t('common.measuredBy', {
    views: clip.measuredViews,
    source: sourceOf(clip),
    ago: measuredAgo(clip.measuredAt, now),
  });
}

/** Short form for a list row: "4,210 measured by YouTube" or "Views not verified". */
export function measuredViewsShort(clip: MeasuredFields): string {
  const reel = clip.platform === 'instagram_reels';
  if (clip.videoAvailable === false) return t(reel ? 'common.reelDeleted' : 'common.videoPrivateOrDeleted');
  if (clip.measuredViews === null) return t(reel ? 'common.viewsNotMeasuredYet' : 'common.viewsNotVerified');
  return t('common.measuredByShort', { views: clip.measuredViews, source: sourceOf(clip) });
}

/** Scores from the flags' weights: one strong signal (40) is worth a look, two (80) a hard one. */
function riskColor(score: number): string {
  if (score >= 60) return 'red';
  if (score > 0) return 'orange';
  return 'green';
}

/** The clip's risk score as a badge; none for an unmeasured clip (nothing was assessed). */
export function RiskBadge({ clip }: { clip: RiskFields }) {
  if (clip.measuredViews === null && clip.flags.length === 0) return null;
  return (
    <Badge color={riskColor(clip.riskScore)} variant="light" miw="max-content" data-testid="risk-badge">
      {t('common.riskScore', { score: String(clip.riskScore) })}
    </Badge>
  );
}

/** Each risk flag's reason, as the reviewer needs them to decide. */
export function RiskFlags({ clip }: { clip: RiskFields }) {
  if (clip.flags.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('common.riskSignals')}
      </Text>
      <List size="sm" spacing={2} data-testid="risk-flags">
        {clip.flags.map((flag) => (
          <List.Item key={flag.code}>{sayStoredParts(flag.said, flag.reason)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * An approval prompt's first value (the creator's and the admin's): the smaller of the claim and YouTube's count,
 * since the approval pays at most the measured views anyway. A clip claimed without a count (0) starts at the
 * measured views.
 */
export function prefillViews(clip: Pick<Clip, 'claimedViews' | 'measuredViews'>): number {
  if (clip.measuredViews === null) return clip.claimedViews;
  return clip.claimedViews > 0 ? Math.min(clip.claimedViews, clip.measuredViews) : clip.measuredViews;
}
