import { Stack, VisuallyHidden } from '@mantine/core';
import { FigureRowSkeleton, ListRowsSkeleton } from '@web/components/dashboard-skeleton';
import { t } from '@web/lib/i18n';
import { WalletPageFrame } from './wallet-page-frame';

/** A wallet screen while it loads: its frame, the figure cards and the history rows in grey, at their own sizes. */
function WalletPending({
  title,
  backTo,
  figures,
}: {
  title: string;
  backTo: '/dashboard' | '/creator';
  figures: 3 | 4;
}) {
  return (
    <WalletPageFrame title={title} backTo={backTo}>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('wallet.loadingWallet')}</VisuallyHidden>
        <Stack gap="xl" aria-hidden>
          <FigureRowSkeleton
            count={figures}
            cols={figures === 4 ? { base: 1, sm: 2, md: 4 } : { base: 1, sm: 3 }}
            withHints
          />
          <ListRowsSkeleton rows={4} />
        </Stack>
      </div>
    </WalletPageFrame>
  );
}

export const ClipperWalletPending = () => (
  <WalletPending title={t('wallet.clipperWalletTitle')} backTo="/dashboard" figures={4} />
);
export const CreatorWalletPending = () => (
  <WalletPending title={t('wallet.creatorWalletTitle')} backTo="/creator" figures={3} />
);
