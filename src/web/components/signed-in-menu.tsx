import { Avatar, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import type { PublicUser } from '@schemas/auth';
import { LogoutButton } from './logout-button';
import { t } from '../lib/i18n';

// Opened rarely, and it brings the API client: its own chunk, fetched when the account menu opens.
const loadDialog = () => import('./sign-out-everywhere-dialog');
const SignOutEverywhereDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SignOutEverywhereDialog })),
);

/**
 * The nav bar's right end for a signed-in user: initial and name, which open the account menu (Settings, Sign
 * out everywhere), and Logout.
 */
export function SignedInMenu({ user }: { user: PublicUser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  // The bar's menu and the drawer's are two instances on a narrow screen: each its own id.
  const menuId = useId();

  return (
    <>
      <UnstyledButton
        aria-expanded={menuOpen}
        aria-controls={menuId}
        mih={44}
        onClick={() => {
          if (!menuOpen) void loadDialog();
          setMenuOpen(!menuOpen);
        }}
      >
        {/* Named 'Account menu, <name>' by its text, so the name a voice-control user sees is part of it. */}
        <VisuallyHidden>{t('shell.accountMenu')} </VisuallyHidden>
        <Group gap="xs">
          <Avatar color="orange" radius="xl" size="sm" aria-hidden>
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </Avatar>
          <Text fw={500}>{user.name}</Text>
        </Group>
      </UnstyledButton>
      {menuOpen ? (
        <Group id={menuId} gap="xs">
          <Button component={Link} to="/settings" variant="subtle" h={44} onClick={() => setMenuOpen(false)}>
            {t('shell.settings')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            h={44}
            onClick={() => {
              setMenuOpen(false);
              setAsked(true);
              setAsking(true);
            }}
          >
            {t('shell.signOutEverywhere')}
          </Button>
        </Group>
      ) : null}
      <LogoutButton />
      {asked ? (
        <Suspense fallback={null}>
          <SignOutEverywhereDialog opened={asking} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
