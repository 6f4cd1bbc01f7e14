import { notifications, notificationsStore } from '@mantine/notifications';
import { toastList } from '../components/toast-host';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const colours: Record<ToastType, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

/** The default time a toast stays (docs/product.md#messages-and-constants). */
export const TOAST_MS = 3000;

/** The toast of this text and type that is showing or waiting to show, if any. */
function shownAlready(message: string, type: ToastType): string | undefined {
  const { notifications: showing, queue } = notificationsStore.getState();
  return [...showing, ...queue].find((toast) => toast.message === message && toast['data-toast-type'] === type)?.id;
}

/**
 * Shows a toast (docs/product.md#messages-and-constants): `autoClose` ms (3000 by default; 0 or less keeps it until
 * clicked), coloured by type, dismissed by a click anywhere on it. Returns its id. The same text and type while
 * one is still showing is not shown twice (a dashboard whose several reads fail at once says so once).
 */
export function notify(message: string, type: ToastType = 'info', autoClose: number = TOAST_MS): string {
  // Usually loaded already (it comes with the data screens); a toast shown before waits in Mantine's store.
  void toastList.load();
  const existing = shownAlready(message, type);
  if (existing) return existing;
  const id = `toast-${crypto.randomUUID()}`;
  notifications.show({
    id,
    message,
    color: colours[type],
    autoClose: autoClose > 0 ? autoClose : false,
    withCloseButton: true,
    onClick: () => notifications.hide(id),
    'data-toast-type': type,
  });
  return id;
}
