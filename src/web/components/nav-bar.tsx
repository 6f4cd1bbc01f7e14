import { Anchor, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Role } from '@schemas/auth';
import { componentOnDemand } from '../lib/component-on-demand';
import { useSession } from '../lib/session';

const roleArea: Record<Role, { to: '/dashboard' | '/creator' | '/admin'; label: string }> = {
  user: { to: '/dashboard', label: 'Clipper Dashboard' },
  creator: { to: '/creator', label: 'Creator Hub' },
  admin: { to: '/admin', label: 'Admin Panel' },
};

/**
 * The signed-in part (notification bell, avatar, name, Logout) is its own chunk: a visitor never needs it. The root
 * route waits for it whenever someone is signed in (routes/root.tsx), so it is there from the first paint on.
 */
export const signedInMenu = componentOnDemand(() => import('./notification-signed-in-area').then((module) => module.SignedInArea));

/** The top bar of every page (docs/product.md#screens-and-routes). */
export function NavBar() {
  const { user } = useSession();
  const area = user ? roleArea[user.role] : null;
  const Menu = signedInMenu.useComponent();

  return (
    <Group component="nav" aria-label="Main" justify="space-between" px="md" py="sm" wrap="wrap">
      <Anchor component={Link} to="/" fw={700} size="xl" c="orange" underline="never">
        ClipMandi
      </Anchor>
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to="/discover" variant="subtle">
          Discover Campaigns
        </Button>
        {area ? (
          <Button component={Link} to={area.to} variant="subtle">
            {area.label}
          </Button>
        ) : null}
        {user ? (
          Menu ? (
            <Menu user={user} />
          ) : null
        ) : (
          <>
            <Button component={Link} to="/login" variant="default">
              Login
            </Button>
            <Button component={Link} to="/signup">
              Sign Up
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
