/**
 * The card provider's checkout (Razorpay's checkout.js, or the sandbox's script with the same API),
 * loaded on demand from the URL the server names in GET /api/config.
 */
export type CheckoutResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type CheckoutOptions = {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: CheckoutResponse) => void;
  modal: { ondismiss: () => void };
};

export type CheckoutFailure = { error?: { description?: string } };

export type Checkout = {
  open(): void;
  on(event: 'payment.failed', handler: (failure: CheckoutFailure) => void): void;
};

export type CheckoutConstructor = new (options: CheckoutOptions) => Checkout;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

let loading: Promise<CheckoutConstructor> | null = null;

/** The checkout script's URL: a path (the sandbox's) is on the API server, wherever that is. */
export function resolveScriptUrl(url: string): string {
  return new URL(url, import.meta.env.VITE_API_URL || globalThis.location.origin).toString();
}

/** Loads the script once (later calls share it); a failed load can be tried again. */
export function loadCheckout(scriptUrl: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  const script = document.createElement('script');
  loading = new Promise<CheckoutConstructor>((resolve, reject) => {
    script.src = resolveScriptUrl(scriptUrl);
    script.async = true;
    script.addEventListener('load', () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('The checkout script did not define Razorpay')),
    );
    script.addEventListener('error', () => reject(new Error(`The checkout script could not load: ${script.src}`)));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    script.remove();
    throw error;
  });
  return loading;
}
