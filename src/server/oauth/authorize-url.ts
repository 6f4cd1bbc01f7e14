/**
 * A provider's consent page address in the OAuth 2.0 authorization code flow: the client, where to send the browser
 * back, `response_type=code`, the scope and the state, then anything the provider takes besides.
 */
export function authorizeUrl(
  page: string,
  { clientId, redirectUrl, scope, state }: { clientId: string; redirectUrl: string; scope: string; state: string },
  extra: Record<string, string | undefined> = {},
): string {
  const url = new URL(page);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scope);
  url.searchParams.set('state', state);
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}
