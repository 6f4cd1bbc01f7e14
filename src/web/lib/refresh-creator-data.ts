import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * What a creator's money moves change: their dashboard, their wallet (balance, spent, pending payouts)
 * and, when a campaign's figures or visibility change, every campaign list and detail.
 */
export function refreshCreatorData(queryClient: QueryClient, options: { campaigns: boolean }) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.creator() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.wallet.creator() }),
    options.campaigns ? queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }) : Promise.resolve(),
  ]);
}
