import { Anchor, Avatar, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Role } from '../../../schemas/auth';
import { useSession } from '../lib/session';
import { LogoutButton } from './logout-button';

const roleArea: Record<Role, { to: '/dashboard' | '/creator' | '/admin'; label: string }> = {
  user: { to: '/dashboard', label: 'Clipper Dashboard' },
  creator: { to: '/creator', label: 'Creator Hub' },
  admin: { to: '/admin', label: 'Admin Panel' },
};

/** The top bar of every page (SPEC.md section 2). */
export function NavBar() {
  const { user } = useSession();
  const area = user ? roleArea[user.role] : null;

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
          <>
            <Group gap="xs">
              <Avatar color="orange" radius="xl" size="sm" aria-hidden>
                {user.name.trim().charAt(0).toUpperCase() || '?'}
              </Avatar>
              <Text fw={500}>{user.name}</Text>
            </Group>
            <LogoutButton />
          </>
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
