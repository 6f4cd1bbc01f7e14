import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast container (its own chunk: see toast-host.tsx). */
export function ToastList() {
  return <Notifications position="top-right" />;
}
