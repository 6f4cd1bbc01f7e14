import { notifications } from '@mantine/notifications';
import { toastList } from '../components/toast-host';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const colours: Record<ToastType, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

/** The default time a toast stays (docs/product.md#messages-and-constants). */
export const TOAST_MS = 3000;

/**
 * Shows a toast (docs/product.md#messages-and-constants): `autoClose` ms (3000 by default; 0 or less keeps it until
 * clicked), coloured by type, dismissed by a click anywhere on it. Returns its id.
 */
export function notify(message: string, type: ToastType = 'info', autoClose: number = TOAST_MS): string {
  // Usually loaded already (it comes with the data screens); a toast shown before waits in Mantine's store.
  void toastList.load();
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
