import { Group } from '@mantine/core';
import { ButtonLink } from './button-link';

/** Quick navigation from the dashboard to every admin screen. */
export function QuickLinks() {
  return (
    <Group gap="sm" component="nav" aria-label="Admin quick links">
      <ButtonLink to="/admin/users" search={{ role: 'creator' }} variant="light">
        Creators
      </ButtonLink>
      <ButtonLink to="/admin/users" search={{ role: 'user' }} variant="light">
        Clippers
      </ButtonLink>
      <ButtonLink to="/admin/campaigns" variant="light">
        Campaigns
      </ButtonLink>
      <ButtonLink to="/admin/transactions" variant="light">
        Transactions
      </ButtonLink>
      <ButtonLink to="/admin/wallet" variant="light">
        Admin Wallet
      </ButtonLink>
      <ButtonLink to="/admin/withdrawals" variant="light">
        Withdrawals
      </ButtonLink>
      <ButtonLink to="/admin/payouts" variant="light">
        Payouts
      </ButtonLink>
      <ButtonLink to="/admin/review-queue" variant="light">
        Review queue
      </ButtonLink>
    </Group>
  );
}
