import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../schemas/routes';
import { type Access } from '../../schemas/route-kit';

/** How docs/product.md names a route's access. */
const who = (access: Access) =>
  access === 'anyone'
    ? 'anyone'
    : access === 'signed-in'
      ? 'signed in'
      : access.adminRoles
        ? `admin: ${access.adminRoles.join(', ')}`
        : access.roles.map((role) => (role === 'user' ? 'clipper' : role)).join(', ');

/** The "who may call what" table of docs/product.md: `METHOD /path` -> who, for every call listed. */
function documentedAccess(): Map<string, string[]> {
  const text = readFileSync(new URL('../../docs/product.md', import.meta.url), 'utf8');
  // Its header, however the formatter pads the cells.
  const start = text.search(/^\|\s*call\s*\|\s*who\s*\|\s*whose object\s*\|/m);
  expect(start, 'docs/product.md has the access table').toBeGreaterThan(-1);
  const documented = new Map<string, string[]>();
  for (const line of text.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const [calls = '', role = ''] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    for (const call of calls.matchAll(/`([A-Z]+ [^`]+)`/g)) {
      const key = call[1] ?? '';
      documented.set(key, [...(documented.get(key) ?? []), role]);
    }
  }
  return documented;
}

describe('docs/product.md says who may make each call, as the route table declares', () => {
  it('lists every route once, with its declared access, and nothing else', () => {
    const documented = documentedAccess();
    const declared = new Map(
      Object.values(routes).map((route) => [`${route.method} ${route.path}`, [who(route.access)]]),
    );
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(declared));
  });
});
