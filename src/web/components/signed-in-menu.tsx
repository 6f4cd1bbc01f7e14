import { Avatar, Group, Text } from '@mantine/core';
import type { PublicUser } from '../../../schemas/auth';
import { LogoutButton } from './logout-button';

/** The nav bar's right end for a signed-in user: initial, name and Logout. */
export function SignedInMenu({ user }: { user: PublicUser }) {
  return (
    <>
      <Group gap="xs">
        <Avatar color="orange" radius="xl" size="sm" aria-hidden>
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <Text fw={500}>{user.name}</Text>
      </Group>
      <LogoutButton />
    </>
  );
}
