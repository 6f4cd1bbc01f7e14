import { describe, expect, it } from 'vitest';
import { routes } from '../../schemas/routes';
import type { Refusal, RouteDef } from '../../schemas/route-kit';
import { HttpError } from '../../src/server/refusals';

/** Every refusal the route table declares: its roles', its admin roles' and its path parameters'. */
function declaredRefusals(): Refusal[] {
  const keys = new Set<Refusal>();
  for (const route of Object.values(routes) as RouteDef[]) {
    const { access } = route;
    if (typeof access === 'object') {
      if (access.refusal !== undefined) keys.add(access.refusal);
      if (access.adminRefusal !== undefined) keys.add(access.adminRefusal);
    }
    for (const param of Object.values(route.params ?? {})) keys.add(param.notFound);
  }
  return [...keys].sort();
}

// The route table declares its refusals as catalogue keys (schemas/route-kit.ts), so a refusal of a role or of an id
// is answered in the caller's language, with its key as the `code`.
describe('the route table refusals', () => {
  it('are each a catalogue message, answered with its code, in English and in Hindi', () => {
    const declared = declaredRefusals();
    expect(declared.length).toBeGreaterThan(20);
    for (const key of declared) {
      const refusal = new HttpError(403, key);
      expect(refusal.code, key).toBe(key);
      expect(refusal.message, key).toMatch(/^[A-Z].*\.$/);
      expect(refusal.messageIn('hi'), key).toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it('answers a campaign refused by id in the words the spec names', () => {
    expect(new HttpError(404, 'campaignNotFound').message).toBe('Campaign not found.');
    expect(new HttpError(403, 'creatorsManage').message).toBe('Only campaign creators can manage campaigns.');
  });
});
