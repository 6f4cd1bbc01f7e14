import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { session } from '../lib/session';
import { ConfirmModal } from './confirm-modal';

/** Logout asks first ('Logout?'), then leaves for / and forgets the session and its cached data. */
export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function logOut() {
    setAsking(false);
    // Leave the signed-in screen first, so nothing on it refetches without a token.
    await navigate({ to: '/' });
    session.logout();
    queryClient.clear();
  }

  return (
    <>
      <Button variant="subtle" color="gray" onClick={() => setAsking(true)}>
        Logout
      </Button>
      <ConfirmModal
        opened={asking}
        title="Logout?"
        message="You will be signed out of your account."
        confirmLabel="Logout"
        color="red"
        onConfirm={() => void logOut()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
