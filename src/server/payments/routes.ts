import { payablePlatforms } from '../campaigns/campaign-platforms';
import { readFileSync } from 'node:fs';
import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { readBody, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { SANDBOX_CHECKOUT_PATH, isSandboxGateway } from './sandbox';
import { sandboxPayOrder } from './sandbox-pay';

// Read once: a plain browser script, kept as a .js file so it is served exactly as written.
const sandboxCheckoutScript = readFileSync(new URL('./sandbox-checkout.js', import.meta.url), 'utf8');

/** Which key and checkout script the web app uses, and in sandbox mode the offline provider itself. */
export function paymentRoutes(deps: Deps) {
  const { db, gateway } = deps;
  const table = routeTable(deps).serve(routes.config, (c) =>
    send(c, routes.config, {
      payments: { mode: gateway.mode, keyId: gateway.keyId, checkoutScriptUrl: gateway.checkoutScriptUrl },
      payouts: { mode: deps.config.payouts.mode, minWithdrawal: deps.config.minWithdrawalPaise },
      accounts: { emailVerification: deps.config.accounts.emailVerification },
      campaigns: { platforms: [...payablePlatforms(deps.instagram)] },
    }),
  );
  if (!isSandboxGateway(gateway)) return table.app;
  // The checkout script is a static file of the sandbox provider, not a call of the route table.
  table.app.get(SANDBOX_CHECKOUT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(sandboxCheckoutScript);
  });
  return table.serve(routes.sandboxPay, async (c) => {
    const { order_id } = await readBody(c, routes.sandboxPay);
    const payment = await db.transaction((tx) => sandboxPayOrder(tx, gateway, order_id));
    return send(c, routes.sandboxPay, payment);
  }).app;
}
