import type { Hono } from 'hono';

/**
 * A fetch answered by `app` in this process, whatever host the URL names: how a provider's offline stand-in
 * (docs/trust.md#instagram-sandbox, #google-sign-in) takes the product's own client's requests without a network.
 */
export function inProcessFetch(app: Hono): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    return Promise.resolve(app.fetch(new Request(`http://sandbox${url.pathname}${url.search}`, init)));
  };
}
