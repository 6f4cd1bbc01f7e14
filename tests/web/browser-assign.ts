import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Catches where the app sends the browser away (`window.location.assign`, e.g. to Instagram's authorize page)
 * instead of following it: call at the top of a test file; the returned function gives the current test's spy.
 */
export function browserAssigns() {
  let spy: MockInstance<Location['assign']> | undefined;
  beforeEach(() => {
    spy = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => spy?.mockRestore());
  return () => {
    if (!spy) throw new Error('browserAssigns() spies only inside a test');
    return spy;
  };
}
