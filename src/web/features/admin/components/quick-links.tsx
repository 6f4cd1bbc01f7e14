import { Group } from '@mantine/core';
import type { WebMessageKey } from '@messages/keys';
import { canOpen, type AdminArea } from '@web/lib/admin-access';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { ButtonLink } from './button-link';

type QuickLink = {
  label: WebMessageKey;
  to:
    | '/admin/users'
    | '/admin/campaigns'
    | '/admin/transactions'
    | '/admin/wallet'
    | '/admin/withdrawals'
    | '/admin/payouts'
    | '/admin/review-queue'
    | '/admin/audit'
    | '/admin/team';
  search?: { role: 'creator' | 'user' };
  /** The admin roles it opens to (lib/admin-access.ts). */
  area: AdminArea;
};

const links: readonly QuickLink[] = [
  { label: 'admin.creators', to: '/admin/users', search: { role: 'creator' }, area: 'any' },
  { label: 'admin.clippers', to: '/admin/users', search: { role: 'user' }, area: 'any' },
  { label: 'admin.campaignsTitle', to: '/admin/campaigns', area: 'any' },
  { label: 'admin.transactionsTitle', to: '/admin/transactions', area: 'finance' },
  { label: 'admin.walletTitle', to: '/admin/wallet', area: 'finance' },
  { label: 'admin.withdrawalsTitle', to: '/admin/withdrawals', area: 'finance' },
  { label: 'admin.payoutsTitle', to: '/admin/payouts', area: 'finance' },
  { label: 'admin.reviewQueueTitle', to: '/admin/review-queue', area: 'moderation' },
  { label: 'admin.auditTitle', to: '/admin/audit', area: 'any' },
  { label: 'admin.teamTitle', to: '/admin/team', area: 'owner' },
];

/** Quick navigation from the dashboard to every admin screen the admin's role opens. */
export function QuickLinks() {
  const { user } = useSession();
  return (
    <Group gap="sm" component="nav" aria-label={t('admin.quickLinks')}>
      {links
        .filter((link) => canOpen(user, link.area))
        .map((link) => (
          <ButtonLink key={link.label} to={link.to} search={link.search} variant="light">
            {t(link.label)}
          </ButtonLink>
        ))}
    </Group>
  );
}
