import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { existingQueryClient } from '../lib/app-query-client';
import { t } from '../lib/i18n';
import { session } from '../lib/session';

// The modal (portal, focus trap, scroll lock) is in every signed-in nav bar but opened rarely: its own chunk,
// fetched when the pointer comes near the button.
const loadConfirmModal = () => import('./confirm-modal');
const ConfirmModal = lazy(() => loadConfirmModal().then((module) => ({ default: module.ConfirmModal })));

/** Logout asks first ('Logout?'), then leaves for / and forgets the session and its cached data. */
export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const navigate = useNavigate();

  async function logOut() {
    setAsking(false);
    // Leave the signed-in screen first, so nothing on it refetches without a token.
    await navigate({ to: '/' });
    session.logout();
    existingQueryClient()?.clear();
  }

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        h={44}
        onPointerEnter={() => void loadConfirmModal()}
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
      >
        {t('common.logout')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmModal
            opened={asking}
            title={t('common.logoutQuestion')}
            message={t('common.logoutMessage')}
            confirmLabel={t('common.logout')}
            color="red"
            onConfirm={() => void logOut()}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
