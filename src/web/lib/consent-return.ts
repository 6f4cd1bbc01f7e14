/*
 * The offline sandbox's stand-ins for a provider's consent page (Instagram's, Google's): where they may send the
 * browser back, as the provider's own page would, and never anywhere else.
 */

/** The address's parameters every provider's consent page is asked with. */
export type ConsentRequest = { client_id?: string; redirect_uri?: string; state?: string };

/** Where to send the browser back, or null when the request is not ClipMandi's own (another app, another site). */
export function consentReturnAddress(
  { client_id, redirect_uri, state }: ConsentRequest,
  clientId: string,
  origin: string,
): ReturnAddress | null {
  if (client_id !== clientId || !state || !redirect_uri || !URL.canParse(redirect_uri)) return null;
  const address = new URL(redirect_uri);
  return address.origin === origin ? { address, state } : null;
}

export type ReturnAddress = { address: URL; state: string };

/** The return address with `params` added (the provider's code or refusal, and the state). */
export function returnWith({ address }: ReturnAddress, params: Record<string, string>) {
  const back = new URL(address);
  for (const [key, value] of Object.entries(params)) back.searchParams.set(key, value);
  return back.href;
}
