import type { AdminRole, PublicUser } from '@schemas/auth';

/**
 * What an admin's role opens (schemas/route-kit.ts): money for owners and finance, moderation for owners and
 * moderators, the team for owners; everything else for every admin. The server refuses the rest anyway: this only
 * hides what would be refused.
 */
export type AdminArea = 'any' | 'finance' | 'moderation' | 'owner';

const opens: Record<AdminArea, readonly AdminRole[]> = {
  any: ['owner', 'finance', 'moderator'],
  finance: ['owner', 'finance'],
  moderation: ['owner', 'moderator'],
  owner: ['owner'],
};

export function canOpen(user: PublicUser | null | undefined, area: AdminArea): boolean {
  if (user?.role !== 'admin') return false;
  if (area === 'any') return true;
  return user.adminRole !== null && opens[area].includes(user.adminRole);
}
