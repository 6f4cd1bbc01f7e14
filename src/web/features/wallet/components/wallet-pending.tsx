import { Stack, VisuallyHidden } from '@mantine/core';
import { FigureRowSkeleton, ListRowsSkeleton } from '@web/components/dashboard-skeleton';
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
        <VisuallyHidden>Loading wallet...</VisuallyHidden>
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

export const ClipperWalletPending = () => <WalletPending title="Clipper Wallet" backTo="/dashboard" figures={4} />;
export const CreatorWalletPending = () => <WalletPending title="Creator Wallet" backTo="/creator" figures={3} />;
