import { describe, expect, it } from 'vitest';
import { routes } from '../../schemas/routes';
import type { RouteDef } from '../../schemas/route-kit';
import { routeRefusal } from '../../src/server/http/route-refusals';
import { HttpError } from '../../src/server/refusals';

/** Every refusal text the route table declares: its roles', its admin roles' and its path parameters'. */
function declaredRefusals(): string[] {
  const texts = new Set<string>();
  for (const route of Object.values(routes) as RouteDef[]) {
    const { access } = route;
    if (typeof access === 'object') {
      if (access.refusal !== undefined) texts.add(access.refusal);
      if (access.adminRefusal !== undefined) texts.add(access.adminRefusal);
    }
    for (const param of Object.values(route.params ?? {})) texts.add(param.notFound);
  }
  return [...texts].sort();
}

// The route table writes its refusals in English (schemas/route-kit.ts); the server says each by its catalogue key
// (src/server/http/route-refusals.ts), so a refusal of a role or of an id is answered in the caller's language.
describe('the route table refusals', () => {
  it('are each a catalogue message, answered with its code and in Hindi', () => {
    const declared = declaredRefusals();
    expect(declared.length).toBeGreaterThan(20);
    for (const text of declared) {
      const refusal = new HttpError(403, routeRefusal(text));
      expect(refusal.code, text).toBeDefined();
      expect(refusal.message).toBe(text);
      expect(refusal.messageIn('hi')).toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it('keeps a text the catalogue lacks as it is, without a code (the check above can fail)', () => {
    const refusal = new HttpError(403, routeRefusal('Only planted people may do this.'));
    expect(refusal.code).toBeUndefined();
    expect(refusal.messageIn('hi')).toBe('Only planted people may do this.');
  });
});
