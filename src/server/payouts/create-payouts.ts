import type { Config } from '../config';
import type { PayoutGateway } from './payout-gateway';
import { createRazorpayXGateway } from './razorpayx';
import { createSandboxPayouts } from './sandbox-payouts';

/** The payout provider PAYOUTS_MODE chose (docs/payouts.md#modes); null when an admin pays by hand. */
export function createPayouts(config: Config): PayoutGateway | null {
  switch (config.payouts.mode) {
    case 'manual':
      return null;
    case 'sandbox':
      return createSandboxPayouts();
    case 'razorpayx':
      return createRazorpayXGateway(config.payouts.razorpayx);
  }
}
