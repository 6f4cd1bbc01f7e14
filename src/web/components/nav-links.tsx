import { Link, useRouterState } from '@tanstack/react-router';
import type { ShellMessageKey } from '@messages/keys';
import type { PublicUser, Role } from '@schemas/auth';
import { canOpen, type AdminArea } from '../lib/admin-access';
import { t } from '../lib/i18n';
import buttons from './link-button.module.css';
import classes from './nav-bar.module.css';

type Place = {
  to:
    | '/dashboard'
    | '/creator'
    | '/admin'
    | '/clipper/wallet'
    | '/creator/wallet'
    | '/admin/wallet'
    | '/admin/audit'
    | '/admin/team';
  /** Its name's key: said in render, once the page's language is active. */
  label: ShellMessageKey;
};

const roleArea: Record<Role, Place> = {
  user: { to: '/dashboard', label: 'shell.clipperDashboard' },
  creator: { to: '/creator', label: 'shell.creatorHub' },
  admin: { to: '/admin', label: 'shell.adminPanel' },
};

const roleWallet: Record<Role, Place> = {
  user: { to: '/clipper/wallet', label: 'shell.wallet' },
  creator: { to: '/creator/wallet', label: 'shell.wallet' },
  admin: { to: '/admin/wallet', label: 'shell.wallet' },
};

/** An admin's places after the panel, each for the admin roles it opens to (lib/admin-access.ts). */
const adminPlaces: readonly (Place & { area: AdminArea })[] = [
  { to: '/admin/wallet', label: 'shell.wallet', area: 'finance' },
  { to: '/admin/audit', label: 'shell.audit', area: 'any' },
  { to: '/admin/team', label: 'shell.team', area: 'owner' },
];

/** The places after a person's area: their wallet, or an admin's places their role opens. */
function placesOf(user: PublicUser | null): Place[] {
  if (!user) return [];
  if (user.role !== 'admin') return [roleWallet[user.role]];
  return adminPlaces.filter((place) => canOpen(user, place.area));
}

/**
 * The places the nav offers: Discover Campaigns, then for a signed-in person their area and their wallet. The page
 * the reader is on carries aria-current="page"; the area link is also marked on the area's other pages (an admin's
 * Users list), except the places listed after it (the wallet, an admin's Audit and Team), which are marked themselves.
 * An admin sees only what their role opens: the wallet for finance and owners, Team for owners.
 */
export function NavLinks({ user, className }: { user: PublicUser | null; className?: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const area = user ? roleArea[user.role] : null;
  const places = placesOf(user);
  const inArea = area !== null && pathname.startsWith(`${area.to}/`) && !places.some((place) => pathname === place.to);
  const link = `${buttons.button} ${classes.link}`;
  return (
    <ul className={className}>
      <li>
        <Link to="/discover" className={link} data-variant="subtle" activeOptions={{ exact: true }}>
          {t('shell.discoverCampaigns')}
        </Link>
      </li>
      {area ? (
        <>
          <li>
            <Link
              to={area.to}
              className={link}
              data-variant="subtle"
              activeOptions={{ exact: true }}
              data-section={inArea || undefined}
            >
              {t(area.label)}
            </Link>
          </li>
          {places.map((place) => (
            <li key={place.to}>
              <Link to={place.to} className={link} data-variant="subtle" activeOptions={{ exact: true }}>
                {t(place.label)}
              </Link>
            </li>
          ))}
        </>
      ) : null}
    </ul>
  );
}
