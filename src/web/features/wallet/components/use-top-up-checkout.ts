import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { errorMessage } from '@web/lib/api-error';
import { appConfigQuery } from '@web/lib/app-config-query';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { loadCheckout, type CheckoutConstructor } from '../api/checkout-script';
import { createTopupOrder, verifyTopupMutation } from '../api/topup';

/** The theme's orange 6, the app's primary colour (white text on it passes AA). */
export const CHECKOUT_THEME_COLOR = '#c2410c';

/**
 * The top-up handoff (docs/product.md#entities-states-and-badges): load the checkout script the server names, create the order,
 * open checkout, then verify what it hands back. The same code path serves Razorpay and the sandbox.
 * `start(amount)` resolves true once checkout is open (the caller then closes its own modal). When checkout closes
 * (paid or cancelled), focus goes to `returnFocusTo` (the Top Up button), not to the top of the page.
 */
export function useTopUpCheckout(returnFocusTo?: RefObject<HTMLElement | null>) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const verify = useMutation(verifyTopupMutation());
  const [starting, setStarting] = useState(false);
  // Set when verification settles; focus moves once the render that re-enables the (busy, so disabled) Top Up
  // button has committed: focusing a disabled button does nothing and leaves focus on the page's body.
  const [focusPending, setFocusPending] = useState(false);
  useEffect(() => {
    if (!focusPending || verify.isPending) return;
    setFocusPending(false);
    returnFocusTo?.current?.focus();
  }, [focusPending, verify.isPending, returnFocusTo]);

  async function loadScript(): Promise<{ Checkout: CheckoutConstructor; keyId: string } | null> {
    try {
      const { payments } = await queryClient.ensureQueryData(appConfigQuery());
      return { Checkout: await loadCheckout(payments.checkoutScriptUrl), keyId: payments.keyId };
    } catch {
      notify(t('wallet.razorpayLoadFailed'), 'error');
      return null;
    }
  }

  async function start(amountPaise: number): Promise<boolean> {
    setStarting(true);
    try {
      const loaded = await loadScript();
      if (!loaded) return false;
      let order;
      try {
        order = (await createTopupOrder(amountPaise)).order;
      } catch (error) {
        notify(errorMessage(error, t('wallet.topUpStartFailed')), 'error');
        return false;
      }
      const checkout = new loaded.Checkout({
        key: loaded.keyId,
        amount: order.amount,
        currency: order.currency,
        name: t('wallet.checkoutName'),
        description: t('wallet.checkoutDescription'),
        order_id: order.id,
        prefill: { name: user?.name ?? '', email: user?.email ?? '' },
        theme: { color: CHECKOUT_THEME_COLOR },
        handler: (payment) =>
          verify.mutate(payment, {
            onSuccess: () => notify(t('wallet.topUpSuccessful'), 'success'),
            onError: (error) => notify(errorMessage(error, t('wallet.verifyFailed')), 'error'),
            onSettled: () => setFocusPending(true),
          }),
        // Closing checkout without paying leaves an unpaid order behind, which is harmless.
        modal: { ondismiss: () => returnFocusTo?.current?.focus() },
      });
      // A declined card keeps checkout open for another try; without this the creator is told nothing.
      checkout.on('payment.failed', (failure) =>
        notify(failure.error?.description?.trim() || t('wallet.paymentFailed'), 'error'),
      );
      checkout.open();
      return true;
    } finally {
      setStarting(false);
    }
  }

  return { start, starting, verifying: verify.isPending };
}
