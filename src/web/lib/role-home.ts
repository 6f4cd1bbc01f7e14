import type { Role } from '@schemas/auth';

/** Where each role lands after signing in, and where the guard sends a wrong role (docs/product.md#screens-and-routes). */
export function roleHome(role: Role): '/admin' | '/creator' | '/dashboard' {
  if (role === 'admin') return '/admin';
  if (role === 'creator') return '/creator';
  return '/dashboard';
}
