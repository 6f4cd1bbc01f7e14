import { Group } from '@mantine/core';
import { canOpen, type AdminArea } from '@web/lib/admin-access';
import { useSession } from '@web/lib/session';
import { ButtonLink } from './button-link';

type QuickLink = {
  label: string;
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
  { label: 'Creators', to: '/admin/users', search: { role: 'creator' }, area: 'any' },
  { label: 'Clippers', to: '/admin/users', search: { role: 'user' }, area: 'any' },
  { label: 'Campaigns', to: '/admin/campaigns', area: 'any' },
  { label: 'Transactions', to: '/admin/transactions', area: 'finance' },
  { label: 'Admin Wallet', to: '/admin/wallet', area: 'finance' },
  { label: 'Withdrawals', to: '/admin/withdrawals', area: 'finance' },
  { label: 'Payouts', to: '/admin/payouts', area: 'finance' },
  { label: 'Review queue', to: '/admin/review-queue', area: 'moderation' },
  { label: 'Audit', to: '/admin/audit', area: 'any' },
  { label: 'Team', to: '/admin/team', area: 'owner' },
];

/** Quick navigation from the dashboard to every admin screen the admin's role opens. */
export function QuickLinks() {
  const { user } = useSession();
  return (
    <Group gap="sm" component="nav" aria-label="Admin quick links">
      {links
        .filter((link) => canOpen(user, link.area))
        .map((link) => (
          <ButtonLink key={link.label} to={link.to} search={link.search} variant="light">
            {link.label}
          </ButtonLink>
        ))}
    </Group>
  );
}
