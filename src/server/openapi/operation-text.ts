import type { RouteDef } from '../../../schemas/route-kit';

const ROLE_NAMES = { user: 'clippers', creator: 'campaign creators', admin: 'admins' } as const;

/** Who may make the call, in words, as the route table declares it. */
export function accessText(route: RouteDef): string {
  if (route.access === 'anyone') return 'Anyone may call this; no session is read.';
  if (route.access === 'signed-in') return 'Any signed-in person (bearer token).';
  const roles = route.access.roles.map((role) => ROLE_NAMES[role]).join(', ');
  return `Only ${roles} (bearer token; their roles are in \`x-roles\`).`;
}

/** `listCampaigns` as "List campaigns". */
export function operationSummary(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The API area a path belongs to (its first segment after /api), which groups the reference page. */
export function operationTag(path: string): string {
  const segment = path.split('/')[2] ?? 'api';
  return segment.replace(/\.[a-z]+$/, '');
}
