import type { Config } from '../config';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

/** Razorpay when its three settings are present, else the offline sandbox. */
export function createGateway(config: Config): PaymentGateway {
  // Razorpay is added by the money issue; until then every configuration uses the sandbox.
  return createSandboxGateway(config.sandboxSecret);
}
