import { redirect } from '@tanstack/react-router';
import type { Role } from '@schemas/auth';
import { roleHome } from './role-home';
import type { RouterContext } from './router-context';

/** `role` null: any signed-in person. */
function checkRole(context: RouterContext, role: Role | null) {
  const { user } = context.session.get();
  if (!user) throw redirect({ to: '/login' });
  if (role !== null && user.role !== role) throw redirect({ to: roleHome(user.role) });
}

/**
 * beforeLoad of a role area (docs/product.md#screens-and-routes): no session goes to /login, a wrong role goes to its
 * own home. A restored session is confirmed with the server first (the area shows 'Checking
 * authentication' meanwhile); once confirmed the check is synchronous, so it never flashes.
 */
export function guardRole(context: RouterContext, role: Role | null): void | Promise<void> {
  if (context.session.get().confirmed) return checkRole(context, role);
  return import('./confirm-session')
    .then(({ confirmSession }) => confirmSession())
    .then(() => checkRole(context, role));
}

/** beforeLoad of a screen for every signed-in person, whatever their role (Settings): as guardRole. */
export const guardSignedIn = (context: RouterContext) => guardRole(context, null);
