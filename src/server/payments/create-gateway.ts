import type { Config } from '../config';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay';
import { createSandboxGateway } from './sandbox';

/** Razorpay when its three settings are present, else the offline sandbox. */
export function createGateway(config: Config): PaymentGateway {
  if (config.razorpay) return createRazorpayGateway(config.razorpay);
  return createSandboxGateway(config.sandboxSecret);
}
