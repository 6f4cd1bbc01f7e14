import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi } from '../lib/api-client';
import { errorMessage } from '../lib/api-error';
import { existingQueryClient } from '../lib/app-query-client';
import { t } from '../lib/i18n';
import { notify } from '../lib/notify';
import { session } from '../lib/session';
import { ConfirmModal } from './confirm-modal';

/**
 * 'Sign out everywhere?' (docs/product.md#messages-and-constants): POST /api/auth/logout-all ends every session
 * of the account (a lost phone, a shared computer), then this browser signs out too, goes to / and says so.
 */
export function SignOutEverywhereDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function signOutEverywhere() {
    setBusy(true);
    try {
      const { message } = await callApi('logoutAll');
      onClose();
      // Leave the signed-in screen first, so nothing on it refetches without a token.
      await navigate({ to: '/' });
      session.logout();
      existingQueryClient()?.clear();
      notify(message, 'success');
    } catch (error) {
      notify(errorMessage(error, t('common.signOutEverywhereFailed')), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmModal
      opened={opened}
      title={t('common.signOutEverywhereQuestion')}
      message={t('common.signOutEverywhereMessage')}
      confirmLabel={t('common.signOutEverywhere')}
      color="red"
      busy={busy}
      onConfirm={() => void signOutEverywhere()}
      onClose={onClose}
    />
  );
}
