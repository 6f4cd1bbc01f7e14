/* global window, document, fetch, URL */
/**
 * ClipMandi's offline stand-in for Razorpay's checkout.js (docs/product.md#payments). It defines the same
 * `window.Razorpay(options)` with `.open()` and `.on('payment.failed', fn)`. The dialog shows the title,
 * the amount and the prefilled name and email; 'Pay' asks this server's sandbox to sign a payment for
 * the order and hands the three fields to `options.handler`; 'Cancel' calls `options.modal.ondismiss`.
 * Served as a file: no inline handlers, no eval, styles set through the DOM, so the page CSP holds.
 */
(() => {
  'use strict';
  const current = document.currentScript;
  // The pay call goes to the server that served this script, wherever the page itself lives.
  const base = current && current.src ? new URL(current.src, window.location.href) : new URL(window.location.href);
  const payUrl = new URL('/api/payments/sandbox/pay', base).toString();
  const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

  function el(tag, styles, text) {
    const node = document.createElement(tag);
    if (styles) Object.assign(node.style, styles);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(label, primary, color) {
    const b = el(
      'button',
      {
        padding: '10px 18px',
        borderRadius: '6px',
        border: primary ? '0' : '1px solid #ced4da',
        background: primary ? color : '#fff',
        color: primary ? '#fff' : '#212529',
        font: '600 15px system-ui, sans-serif',
        cursor: 'pointer',
      },
      label,
    );
    b.type = 'button';
    return b;
  }

  function row(label, value) {
    const line = el('p', { margin: '6px 0', font: '14px system-ui, sans-serif', color: '#495057' });
    line.appendChild(el('span', { fontWeight: '600' }, label + ': '));
    line.appendChild(el('span', null, value));
    return line;
  }

  function pay(orderId) {
    return fetch(payUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: orderId }),
    }).then((res) =>
      res.json().then(
        (body) => {
          if (!res.ok) throw new Error((body && body.message) || 'Payment failed');
          return body;
        },
        () => {
          throw new Error('Payment failed');
        },
      ),
    );
  }

  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.failedHandlers = [];
      this.overlay = null;
      this.keyListener = null;
      this.focusGuard = null;
    }

    on(event, fn) {
      if (event === 'payment.failed' && typeof fn === 'function') this.failedHandlers.push(fn);
      return this;
    }

    close() {
      if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
      if (this.keyListener) document.removeEventListener('keydown', this.keyListener, true);
      if (this.focusGuard) document.removeEventListener('focusin', this.focusGuard, true);
      this.overlay = null;
      this.keyListener = null;
      this.focusGuard = null;
    }

    dismiss() {
      this.close();
      const modal = this.options.modal;
      if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    fail(message) {
      const failure = {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: message,
          source: 'sandbox',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: this.options.order_id },
        },
      };
      this.failedHandlers.forEach((fn) => Promise.resolve().then(() => fn(failure)));
    }

    open() {
      const o = this.options;
      const prefill = o.prefill || {};
      const color = (o.theme && o.theme.color) || '#c2410c';
      this.close();

      const overlay = el('div', {
        position: 'fixed',
        inset: '0',
        background: 'rgba(0,0,0,0.55)',
        zIndex: '2147483000',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      });
      overlay.setAttribute('data-sandbox-checkout', '');
      const dialog = el('div', {
        background: '#fff',
        borderRadius: '10px',
        padding: '24px',
        width: 'min(92vw, 380px)',
        boxShadow: '0 12px 40px rgba(0,0,0,0.3)',
        borderTop: '6px solid ' + color,
      });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'sandbox-checkout-title');

      const heading = el(
        'h2',
        { margin: '0 0 4px', font: '700 20px system-ui, sans-serif', color: '#212529' },
        o.name || 'Wallet Top-up',
      );
      heading.id = 'sandbox-checkout-title';
      dialog.appendChild(heading);
      if (o.description) {
        dialog.appendChild(
          el('p', { margin: '0 0 12px', font: '14px system-ui, sans-serif', color: '#5c636a' }, o.description),
        );
      }
      const amount = el(
        'p',
        { margin: '12px 0', font: '700 26px system-ui, sans-serif', color: '#212529' },
        inr.format((Number(o.amount) || 0) / 100),
      );
      amount.setAttribute('data-testid', 'sandbox-checkout-amount');
      dialog.appendChild(amount);
      dialog.appendChild(row('Name', prefill.name || ''));
      dialog.appendChild(row('Email', prefill.email || ''));
      dialog.appendChild(
        el(
          'p',
          { margin: '10px 0 0', font: '12px system-ui, sans-serif', color: '#5c636a' },
          'Sandbox payment: no real money moves.',
        ),
      );
      const error = el('p', {
        margin: '10px 0 0',
        font: '14px system-ui, sans-serif',
        color: '#c92a2a',
        display: 'none',
      });
      error.setAttribute('role', 'alert');
      dialog.appendChild(error);

      const actions = el('div', { display: 'flex', gap: '10px', justifyContent: 'flex-end', marginTop: '18px' });
      const cancel = button('Cancel', false, color);
      const payButton = button('Pay', true, color);
      actions.appendChild(cancel);
      actions.appendChild(payButton);
      dialog.appendChild(actions);
      overlay.appendChild(dialog);

      cancel.addEventListener('click', () => this.dismiss());
      // A modal dialog: Escape cancels, Tab and Shift+Tab cycle between Cancel and Pay, and focus that lands
      // outside (the page's own modal returning focus as it closes) comes back to Pay.
      this.keyListener = (event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          this.dismiss();
        } else if (event.key === 'Tab') {
          event.preventDefault();
          const next = document.activeElement === payButton ? cancel : payButton;
          (next.disabled ? payButton : next).focus();
        }
      };
      document.addEventListener('keydown', this.keyListener, true);
      this.focusGuard = (event) => {
        if (!dialog.contains(event.target)) payButton.focus();
      };
      document.addEventListener('focusin', this.focusGuard, true);

      payButton.addEventListener('click', () => {
        payButton.disabled = true;
        cancel.disabled = true;
        error.style.display = 'none';
        pay(o.order_id).then(
          (payment) => {
            this.close();
            if (typeof o.handler === 'function') {
              o.handler({
                razorpay_payment_id: payment.razorpay_payment_id,
                razorpay_order_id: payment.razorpay_order_id,
                razorpay_signature: payment.razorpay_signature,
              });
            }
          },
          (err) => {
            payButton.disabled = false;
            cancel.disabled = false;
            error.textContent = err.message;
            error.style.display = 'block';
            this.fail(err.message);
          },
        );
      });

      document.body.appendChild(overlay);
      this.overlay = overlay;
      payButton.focus();
    }
  }

  window.Razorpay = Razorpay;
})();
