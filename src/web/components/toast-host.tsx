import { componentOnDemand } from '../lib/component-on-demand';

/**
 * The toast container (portal, transitions, its styles) loads with the screens that can show a toast (the data
 * screens, see lib/data-screen.tsx) rather than with every page; notify() asks for it too.
 */
export const toastList = componentOnDemand(() => import('./toast-list').then((module) => module.ToastList));

/** Where toasts show, once the container has loaded. */
export function ToastHost() {
  const ToastList = toastList.useComponent();
  return ToastList ? <ToastList /> : null;
}
