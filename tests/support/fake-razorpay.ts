import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's REST API (https://razorpay.com/docs/api/), answering the calls the server
 * makes as the documented API does: Basic auth with key id and key secret (401 otherwise), POST /v1/orders,
 * GET /v1/orders/:id, GET /v1/payments/:id and POST /v1/payments/:id/capture, with the documented entities
 * and `{"error": {...}}` bodies. Tests play the customer and the dashboard through its methods: pay an
 * order (authorized or captured), capture, and build signed webhook bodies as Razorpay sends them.
 */
export type FakePaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
type Order = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: unknown[];
  created_at: number;
};
type Payment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: FakePaymentStatus;
  order_id: string | null;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: unknown[];
  fee: number | null;
  tax: number | null;
  error_code: null;
  error_description: null;
  created_at: number;
};

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

const RAZORPAY_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids, RazorpayX's too: a prefix and 14 alphanumerics (order_FPoIeimWki9j8A, pout_F6891rdxBLZ6AN). */
export const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => RAZORPAY_ID_CHARS[b % RAZORPAY_ID_CHARS.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
/** Razorpay's signatures: hex HMAC-SHA256. */
export const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

function errorBody(description: string, extra: Record<string, unknown> = {}) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...extra,
    },
  };
}
const AUTH_FAILED = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
};
const NOT_FOUND_URL = {
  error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function startFakeRazorpay(settings: { keyId: string; keySecret: string; webhookSecret: string }) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  /** Every call the server made, as `METHOD /path`. */
  const calls: string[] = [];
  /** When set, every API call answers this status with a server error body (the provider down). */
  let outage: number | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    calls.push(`${req.method} ${url.pathname}`);
    if (outage !== null)
      return send(res, outage, {
        error: {
          code: 'SERVER_ERROR',
          description: 'The server encountered an error. The incident has been reported to admins.',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    if (req.headers.authorization !== expectedAuth) return send(res, 401, AUTH_FAILED);
    const parts = url.pathname.split('/').filter(Boolean);
    if (req.method === 'POST' && url.pathname === '/v1/orders') {
      const body = await readJson(req);
      if (typeof body !== 'object' || body === null)
        return send(res, 400, errorBody('The request body is not valid JSON'));
      const { amount, currency, receipt } = body as Record<string, unknown>;
      if (typeof amount !== 'number' || !Number.isInteger(amount))
        return send(res, 400, errorBody('The amount must be an integer.', { field: 'amount' }));
      if (amount < 100)
        return send(res, 400, errorBody('Order amount less than minimum amount allowed', { field: 'amount' }));
      if (currency !== 'INR')
        return send(res, 400, errorBody('The requested currency is not supported.', { field: 'currency' }));
      const order: Order = {
        id: newId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: typeof receipt === 'string' ? receipt : null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: [],
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === 'GET' && parts.length === 3 && parts[0] === 'v1' && parts[1] === 'orders') {
      const order = orders.get(parts[2] ?? '');
      return order ? send(res, 200, order) : send(res, 400, errorBody('The id provided does not exist'));
    }
    if (parts.length >= 3 && parts[0] === 'v1' && parts[1] === 'payments') {
      const payment = payments.get(parts[2] ?? '');
      if (req.method === 'GET' && parts.length === 3) {
        return payment ? send(res, 200, payment) : send(res, 400, errorBody('The id provided does not exist'));
      }
      if (req.method === 'POST' && parts.length === 4 && parts[3] === 'capture') {
        if (!payment) return send(res, 400, errorBody('The id provided does not exist'));
        if (payment.status !== 'authorized') return send(res, 400, errorBody('This payment has already been captured'));
        capture(payment.id);
        return send(res, 200, payment);
      }
    }
    return send(res, 404, NOT_FOUND_URL);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) =>
      send(res, 500, { error: { code: 'SERVER_ERROR', description: String(err) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Marks the order paid when its payment is captured, as Razorpay does. */
  function capture(paymentId: string) {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`No payment ${paymentId}`);
    payment.status = 'captured';
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round((payment.fee ?? 0) * 0.18);
    const order = payment.order_id ? orders.get(payment.order_id) : undefined;
    if (order) Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    return payment;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    orders,
    payments,
    /** Every call answers `status` (a 5xx) until cleared with null. */
    setOutage(status: number | null) {
      outage = status;
    },
    /**
     * The customer pays an order on the checkout: an authorized payment (manual capture) or a captured one
     * (auto-capture), for the order's amount unless told otherwise. Returns what the checkout hands to
     * options.handler, signed `order_id|payment_id` with the key secret as Razorpay signs it.
     */
    pay(orderId: string, options: { status?: 'authorized' | 'captured'; amount?: number } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const payment: Payment = {
        id: newId('pay'),
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: order.currency,
        status: 'authorized',
        order_id: order.id,
        invoice_id: null,
        international: false,
        method: 'card',
        amount_refunded: 0,
        refund_status: null,
        captured: false,
        description: 'Wallet Top-up',
        card_id: newId('card'),
        bank: null,
        wallet: null,
        vpa: null,
        email: 'gaurav.kumar@example.com',
        contact: '+919000090000',
        notes: [],
        fee: null,
        tax: null,
        error_code: null,
        error_description: null,
        created_at: now(),
      };
      payments.set(payment.id, payment);
      order.status = 'attempted';
      order.attempts += 1;
      if ((options.status ?? 'captured') === 'captured') capture(payment.id);
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmac(settings.keySecret, `${order.id}|${payment.id}`),
      };
    },
    capture,
    /**
     * A webhook as Razorpay posts it: the raw body and its headers (X-Razorpay-Signature over the exact
     * bytes with the webhook secret, X-Razorpay-Event-Id). Payloads follow the documented samples.
     */
    webhook(event: string, payload: Record<string, unknown>) {
      const contains = Object.keys(payload);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount0001',
        event,
        contains,
        payload,
        created_at: now(),
      });
      return {
        rawBody: body,
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmac(settings.webhookSecret, body),
          'X-Razorpay-Event-Id': newId('evt').replace('evt_', ''),
        },
      };
    },
    /** The payment entity as a webhook payload carries it. */
    paymentEntity(paymentId: string) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`No payment ${paymentId}`);
      return { entity: { ...payment } };
    },
    /** A refund of `amount` paise of a payment (the refund entity of refund.* events); updates the payment. */
    refund(paymentId: string, amount: number) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`No payment ${paymentId}`);
      payment.amount_refunded += amount;
      payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
      return {
        entity: {
          id: newId('rfnd'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: paymentId,
          notes: [],
          receipt: null,
          acquirer_data: { arn: null },
          created_at: now(),
          batch_id: null,
          status: 'processed',
          speed_processed: 'normal',
          speed_requested: 'normal',
        },
      };
    },
    /** A dispute of `amount` paise of a payment (the dispute entity of payment.dispute.* events). */
    dispute(paymentId: string, amount: number) {
      return {
        entity: {
          id: newId('disp'),
          entity: 'dispute',
          payment_id: paymentId,
          amount,
          currency: 'INR',
          amount_deducted: 0,
          reason_code: 'chargeback',
          respond_by: now() + 7 * 86400,
          status: 'open',
          phase: 'chargeback',
          created_at: now(),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
