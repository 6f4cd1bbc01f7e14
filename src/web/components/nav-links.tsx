import { Link, useRouterState } from '@tanstack/react-router';
import type { PublicUser, Role } from '@schemas/auth';
import buttons from './link-button.module.css';
import classes from './nav-bar.module.css';

type Place = {
  to: '/dashboard' | '/creator' | '/admin' | '/clipper/wallet' | '/creator/wallet' | '/admin/wallet';
  label: string;
};

const roleArea: Record<Role, Place> = {
  user: { to: '/dashboard', label: 'Clipper Dashboard' },
  creator: { to: '/creator', label: 'Creator Hub' },
  admin: { to: '/admin', label: 'Admin Panel' },
};

const roleWallet: Record<Role, Place> = {
  user: { to: '/clipper/wallet', label: 'Wallet' },
  creator: { to: '/creator/wallet', label: 'Wallet' },
  admin: { to: '/admin/wallet', label: 'Wallet' },
};

/**
 * The places the nav offers: Discover Campaigns, then for a signed-in person their area and their wallet. The page
 * the reader is on carries aria-current="page"; the area link is also marked on the area's other pages (an admin's
 * Users list), except the wallet, which is marked itself.
 */
export function NavLinks({ user, className }: { user: PublicUser | null; className?: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const area = user ? roleArea[user.role] : null;
  const wallet = user ? roleWallet[user.role] : null;
  const inArea = area !== null && pathname.startsWith(`${area.to}/`) && pathname !== wallet?.to;
  const link = `${buttons.button} ${classes.link}`;
  return (
    <ul className={className}>
      <li>
        <Link to="/discover" className={link} data-variant="subtle" activeOptions={{ exact: true }}>
          Discover Campaigns
        </Link>
      </li>
      {area && wallet ? (
        <>
          <li>
            <Link
              to={area.to}
              className={link}
              data-variant="subtle"
              activeOptions={{ exact: true }}
              data-section={inArea || undefined}
            >
              {area.label}
            </Link>
          </li>
          <li>
            <Link to={wallet.to} className={link} data-variant="subtle" activeOptions={{ exact: true }}>
              {wallet.label}
            </Link>
          </li>
        </>
      ) : null}
    </ul>
  );
}
