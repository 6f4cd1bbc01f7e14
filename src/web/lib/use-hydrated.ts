import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React is hydrating server-rendered markup (and on the server), true once the page's handlers are
 * attached. A sign-in form drawn by the server is on screen before then: its submit button stays disabled until
 * now, or a quick click would submit the form natively, as a GET with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
