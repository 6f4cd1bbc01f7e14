import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmac, newId } from './fake-razorpay';

/**
 * A local stand-in for RazorpayX's Payouts API (https://razorpay.com/docs/api/x/), answering the calls the payout
 * gateway makes as the documented API does: Basic auth with key id and key secret (401 otherwise), composite
 * POST /v1/payouts with the X-Payout-Idempotency header, GET /v1/payouts/:id, composite
 * POST /v1/fund_accounts/validations and GET /v1/fund_accounts/validations/:id, with the documented entities and
 * `{"error": {...}}` bodies, refusing fields it does not take as RazorpayX does. Tests play the bank and the
 * dashboard through its methods: move payouts between states, top up the balance, make calls fail, hang or drop,
 * and post signed webhooks as RazorpayX sends them.
 *
 *   const fake = await startFakeRazorpayX();
 *   const gateway = createRazorpayXGateway(fake.settings);
 */

export type FakePayoutStatus =
  'queued' | 'pending' | 'processing' | 'processed' | 'reversed' | 'cancelled' | 'rejected' | 'failed';

type StatusDetails = { description: string; source: string; reason: string };
type Contact = {
  id: string;
  entity: 'contact';
  name: string;
  contact: string | null;
  email: string | null;
  type: string | null;
  reference_id: string | null;
  batch_id: null;
  active: true;
  notes: Record<string, string>;
  created_at: number;
};
type FundAccount = {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  contact: Contact;
  account_type: 'vpa' | 'bank_account';
  vpa?: { username: string; handle: string; address: string };
  bank_account?: { ifsc: string; bank_name: string; name: string; account_number: string; notes: [] };
  batch_id: null;
  active: true;
  created_at: number;
};
export type FakePayout = {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  fund_account: FundAccount;
  amount: number;
  currency: 'INR';
  notes: Record<string, string>;
  fees: number;
  tax: number;
  status: FakePayoutStatus;
  purpose: string;
  utr: string | null;
  mode: string;
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  failure_reason: string | null;
  status_details: StatusDetails | null;
  created_at: number;
  fee_type: string;
  merchant_id: string;
  status_details_id: string | null;
  error: {
    description: string | null;
    source: string | null;
    reason: string | null;
    code: 'NA';
    step: 'NA';
    metadata: Record<string, never>;
  };
};
type Validation = {
  id: string;
  entity: 'fund_account.validation';
  status: 'created' | 'completed' | 'failed';
  utr: string | null;
  validation_results: {
    account_status: 'active' | 'invalid' | '' | null;
    registered_name: string | null;
    details: string | null;
    name_match_score: number | null;
  };
  status_details: StatusDetails;
  reference_id: string | null;
  notes: Record<string, string>;
  fund_account: FundAccount;
  created_at: number;
};

/** One request the fake received: `status` is what it answered, 0 when it never answered (hung or dropped). */
export type FakeCall = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The parsed JSON body of a POST, as received. */
  body: unknown;
  status: number;
};

export type FakeRazorpayX = Awaited<ReturnType<typeof startFakeRazorpayX>>;

const seconds = () => Math.floor(Date.now() / 1000);
const newUtr = () => Array.from(randomBytes(12), (b) => String(b % 10)).join('');

/** RazorpayX's words for each reason (docs/errors/x/payout-status-details). */
const REASONS: Record<string, StatusDetails> = Object.fromEntries(
  (
    [
      [
        'low_balance',
        'business',
        'Payout is queued as there is insufficient balance in your account to process the payout.',
      ],
      ['insufficient_funds', 'business', 'Payout failed due to insufficient funds in your account.'],
      ['pending_approval', 'business', 'Workflow for the payout is pending approval from the approver(s).'],
      [
        'partner_bank_pending',
        'internal',
        'Payout is being processed by our partner bank. Please check the final status after some time.',
      ],
      [
        'payout_processed',
        'beneficiary_bank',
        "Payout is processed and the money has been credited into the beneficiary's account.",
      ],
      [
        'bank_account_closed',
        'beneficiary_bank',
        'Payout failed as the beneficiary account is closed. Please contact the beneficiary bank.',
      ],
      [
        'beneficiary_bank_offline',
        'beneficiary_bank',
        'Beneficiary bank systems are offline. Please retry after 30 min.',
      ],
      [
        'beneficiary_bank_rejected',
        'beneficiary_bank',
        'Payout rejected by the beneficiary bank. Please contact the beneficiary bank.',
      ],
      [
        'beneficiary_vpa_invalid',
        'business',
        'UPI validation failed. If the UPI ID is valid, please retry after sometime.',
      ],
      ['payout_cancelled', 'business', 'Payout was cancelled.'],
    ] as const
  ).map(([reason, source, description]) => [reason, { reason, source, description }]),
);
/** The reason a move to each state gives unless the test names another. */
const DEFAULT_REASON: Record<FakePayoutStatus, string> = {
  queued: 'low_balance',
  pending: 'pending_approval',
  processing: 'partner_bank_pending',
  processed: 'payout_processed',
  reversed: 'bank_account_closed',
  cancelled: 'payout_cancelled',
  rejected: 'beneficiary_bank_rejected',
  failed: 'beneficiary_bank_offline',
};
const detailsFor = (reason: string, description?: string): StatusDetails => ({
  reason,
  source: REASONS[reason]?.source ?? 'beneficiary_bank',
  description: description ?? REASONS[reason]?.description ?? reason,
});

function errorBody(description: string, extra: { field?: string; code?: string; reason?: string } = {}) {
  return {
    error: {
      code: extra.code ?? 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'NA',
      reason: extra.reason ?? 'input_validation_failed',
      metadata: {},
      ...(extra.field ? { field: extra.field } : {}),
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
// What RazorpayX answers for a route it does not serve, or a feature not enabled on the account (validation in
// test mode): a 400, not a 404 (github.com/razorpay/razorpay-node/issues/148, razorpay-php/issues/339).
const URL_NOT_FOUND = errorBody('The requested URL was not found on the server.', { reason: 'NA' });
/** The documented server-side failures (docs/api/x/account-validation/balance-fetch, "Errors"). */
const FAULT_BODIES: Record<number, ReturnType<typeof errorBody>> = {
  404: URL_NOT_FOUND,
  429: errorBody('Throttling Error', { reason: 'NA' }),
  500: errorBody('We are facing some trouble completing your request at the moment. Please try again shortly.', {
    code: 'SERVER_ERROR',
    reason: 'server_error',
  }),
  502: errorBody('Bad Gateway', { code: 'SERVER_ERROR', reason: 'server_error' }),
  503: errorBody('Service Unavailable', { code: 'SERVER_ERROR', reason: 'server_error' }),
  504: errorBody('Gateway Timeout', { code: 'SERVER_ERROR', reason: 'server_error' }),
};

const MODES = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'card'];
const PURPOSES = ['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill'];
const CONTACT_TYPES = ['vendor', 'customer', 'employee', 'self'];
const PAYOUT_FIELDS = new Set([
  'account_number',
  'amount',
  'currency',
  'mode',
  'purpose',
  'fund_account',
  'fund_account_id',
  'queue_if_low_balance',
  'reference_id',
  'narration',
  'notes',
]);
const VALIDATION_FIELDS = new Set([
  'source_account_number',
  'validation_type',
  'reference_id',
  'notes',
  'fund_account',
]);
const FUND_ACCOUNT_FIELDS = new Set(['account_type', 'vpa', 'bank_account', 'contact']);
const CONTACT_FIELDS = new Set(['name', 'email', 'contact', 'type', 'reference_id', 'notes']);
const IDEMPOTENCY_KEY = /^[A-Za-z0-9 _-]{4,36}$/;
const VPA = /^[A-Za-z0-9.-]+@[A-Za-z0-9.-]+$/;
const CONTACT_NAME = /^[A-Za-z0-9 ’\-_/().]{3,50}$/;

/** A refusal found while checking a request body. */
class Refusal {
  constructor(
    readonly description: string,
    readonly field?: string,
  ) {}
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Key-sorted JSON, so two bodies with the same content compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function onlyFields(body: Json, allowed: Set<string>, prefix = '') {
  for (const key of Object.keys(body)) {
    if (!allowed.has(key))
      throw new Refusal(`${prefix}${key} is/are not required and should not be sent`, `${prefix}${key}`);
  }
}
function requiredText(body: Json, key: string, label: string, prefix = ''): string {
  const value = body[key];
  if (value === undefined || value === null || value === '')
    throw new Refusal(`The ${label} field is required.`, `${prefix}${key}`);
  if (typeof value !== 'string') throw new Refusal(`The ${label} must be a string.`, `${prefix}${key}`);
  return value;
}
function optionalText(body: Json, key: string, label: string, maxLength: number, prefix = ''): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Refusal(`The ${label} must be a string.`, `${prefix}${key}`);
  if (value.length > maxLength)
    throw new Refusal(`The ${label} may not be greater than ${maxLength} characters.`, `${prefix}${key}`);
  return value;
}

export async function startFakeRazorpayX(
  options: { keyId?: string; keySecret?: string; accountNumber?: string; webhookSecret?: string } = {},
) {
  const keyId = options.keyId ?? 'rzp_test_FakeXKey0001';
  const keySecret = options.keySecret ?? 'fake-x-key-secret';
  const accountNumber = options.accountNumber ?? '7878780080316316';
  const webhookSecret = options.webhookSecret ?? 'fake-x-webhook-secret';
  const merchantId = 'FakeMerchant01';
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const payouts = new Map<string, FakePayout>();
  const validations = new Map<string, Validation & { readsLeft: number }>();
  /** Idempotency key → the payout created with it and the body it was created with. */
  const idempotency = new Map<string, { payoutId: string; body: string }>();
  const contacts = new Map<string, Contact>();
  const fundAccounts = new Map<string, FundAccount>();
  const calls: FakeCall[] = [];
  /** What the next requests meet before anything else, one entry per request. */
  const faults: ({ kind: 'status'; status: number } | { kind: 'hang' })[] = [];
  let dropsLeft = 0;
  /** Creates accepted whose answers are held back until `answerHeld()` (a caller killed meanwhile never hears). */
  let hangsAfterAcceptLeft = 0;
  const answersHeld: (() => void)[] = [];
  /** Null: as much money as any payout needs. */
  let balance: number | null = null;
  let validationAvailable = true;
  /** How many reads a new validation stays `created` for. */
  let validationReads = 0;
  /** Registered names by UPI ID; null: the UPI ID is invalid. Others: see `validationOutcome`. */
  const vpaNames = new Map<string, string | null>();
  /** UPI IDs whose validation fails (RazorpayX could not complete it). */
  const failingValidations = new Set<string>();
  const held = new Set<ServerResponse>();

  function send(res: ServerResponse, call: FakeCall, status: number, body: unknown) {
    call.status = status;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function contactFrom(body: unknown, prefix: string, required: boolean): Contact {
    if (!isObject(body)) {
      if (required) throw new Refusal('The contact field is required.', prefix.slice(0, -1));
      body = {};
    }
    const fields = body as Json;
    onlyFields(fields, CONTACT_FIELDS, prefix);
    const name = required
      ? requiredText(fields, 'name', 'name', prefix)
      : (optionalText(fields, 'name', 'name', 50, prefix) ?? 'Unknown');
    if (!CONTACT_NAME.test(name) || /[’\-_/()\s]$/.test(name))
      throw new Refusal('The name format is invalid.', `${prefix}name`);
    const email = optionalText(fields, 'email', 'email', 100, prefix);
    if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw new Refusal('The email must be a valid email address.', `${prefix}email`);
    const type = optionalText(fields, 'type', 'type', 40, prefix);
    if (type !== null && !CONTACT_TYPES.includes(type)) throw new Refusal('Invalid type: ' + type, `${prefix}type`);
    const referenceId = optionalText(fields, 'reference_id', 'reference id', 40, prefix);
    const phone = optionalText(fields, 'contact', 'contact', 15, prefix);
    const notes = isObject(fields.notes) ? (fields.notes as Record<string, string>) : {};
    // The same details answer the same contact, as RazorpayX does.
    const identity = canonical([name, email, phone, type, referenceId]);
    const existing = contacts.get(identity);
    if (existing) return existing;
    const contact: Contact = {
      id: newId('cont'),
      entity: 'contact',
      name,
      contact: phone,
      email,
      type,
      reference_id: referenceId,
      batch_id: null,
      active: true,
      notes,
      created_at: seconds(),
    };
    contacts.set(identity, contact);
    return contact;
  }

  function fundAccountFrom(body: unknown, contactRequired: boolean): FundAccount {
    if (!isObject(body)) throw new Refusal('The fund account field is required.', 'fund_account');
    onlyFields(body, FUND_ACCOUNT_FIELDS, 'fund_account.');
    const accountType = requiredText(body, 'account_type', 'account type', 'fund_account.');
    const contact = contactFrom(body.contact, 'fund_account.contact.', contactRequired);
    let details: Pick<FundAccount, 'vpa' | 'bank_account'>;
    if (accountType === 'vpa') {
      if (!isObject(body.vpa)) throw new Refusal('The vpa field is required.', 'fund_account.vpa');
      const address = requiredText(body.vpa, 'address', 'address', 'fund_account.vpa.');
      if (!VPA.test(address) || address.length < 3 || address.length > 100)
        throw new Refusal('Invalid VPA. Please enter a valid Virtual Payment Address', 'fund_account.vpa.address');
      const [username = '', handle = ''] = address.split('@');
      details = { vpa: { username, handle, address } };
    } else if (accountType === 'bank_account') {
      if (!isObject(body.bank_account))
        throw new Refusal('The bank account field is required.', 'fund_account.bank_account');
      const prefix = 'fund_account.bank_account.';
      const name = requiredText(body.bank_account, 'name', 'name', prefix);
      const ifsc = requiredText(body.bank_account, 'ifsc', 'ifsc', prefix);
      if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc)) throw new Refusal('The ifsc must be 11 characters.', `${prefix}ifsc`);
      const number = requiredText(body.bank_account, 'account_number', 'account number', prefix);
      if (!/^[A-Za-z0-9]{5,35}$/.test(number))
        throw new Refusal('The account number format is invalid.', `${prefix}account_number`);
      details = { bank_account: { ifsc, bank_name: ifsc.slice(0, 4), name, account_number: number, notes: [] } };
    } else {
      throw new Refusal('Invalid account type: ' + accountType, 'fund_account.account_type');
    }
    const identity = canonical([contact.id, accountType, details]);
    const existing = fundAccounts.get(identity);
    if (existing) return existing;
    const fundAccount: FundAccount = {
      id: newId('fa'),
      entity: 'fund_account',
      contact_id: contact.id,
      contact,
      account_type: accountType,
      ...details,
      batch_id: null,
      active: true,
      created_at: seconds(),
    };
    fundAccounts.set(identity, fundAccount);
    return fundAccount;
  }

  /** Checks a composite payout body in RazorpayX's order and creates the payout, or throws a Refusal. */
  function createPayout(body: unknown): FakePayout {
    if (!isObject(body)) throw new Refusal('The request body is not valid JSON');
    onlyFields(body, PAYOUT_FIELDS);
    const account = requiredText(body, 'account_number', 'account number');
    if (account !== accountNumber) throw new Refusal('The RazorpayX Account number is invalid.', 'account_number');
    const { amount } = body;
    if (amount === undefined || amount === null) throw new Refusal('The amount field is required.', 'amount');
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      throw new Refusal('The amount must be an integer.', 'amount');
    if (amount < 100) throw new Refusal('The amount must be at least 100.', 'amount');
    const currency = requiredText(body, 'currency', 'currency');
    if (currency !== 'INR') throw new Refusal('Currency is not supported', 'currency');
    const mode = requiredText(body, 'mode', 'mode');
    if (!MODES.includes(mode)) throw new Refusal('The selected mode is invalid.', 'mode');
    const purpose = requiredText(body, 'purpose', 'purpose');
    if (!PURPOSES.includes(purpose)) throw new Refusal('The selected purpose is invalid.', 'purpose');
    let fundAccount: FundAccount;
    if (body.fund_account_id !== undefined) {
      const found = [...fundAccounts.values()].find((candidate) => candidate.id === body.fund_account_id);
      if (!found) throw new Refusal('The id provided does not exist', 'fund_account_id');
      fundAccount = found;
    } else {
      fundAccount = fundAccountFrom(body.fund_account, true);
    }
    if (fundAccount.account_type === 'vpa' && mode !== 'UPI')
      throw new Refusal('Only UPI mode is supported for VPA fund accounts', 'mode');
    if (fundAccount.account_type === 'bank_account' && (mode === 'UPI' || mode === 'card'))
      throw new Refusal(`${mode} payout mode is not supported for bank account fund accounts`, 'mode');
    const referenceId = optionalText(body, 'reference_id', 'reference id', 40);
    const narration = optionalText(body, 'narration', 'narration', 30);
    if (narration !== null && !/^[A-Za-z0-9 ]*$/.test(narration))
      throw new Refusal('The narration format is invalid.', 'narration');
    const queue = body.queue_if_low_balance;
    if (queue !== undefined && typeof queue !== 'boolean')
      throw new Refusal('The queue if low balance field must be true or false.', 'queue_if_low_balance');
    const payout: FakePayout = {
      id: newId('pout'),
      entity: 'payout',
      fund_account_id: fundAccount.id,
      fund_account: fundAccount,
      amount,
      currency: 'INR',
      notes: isObject(body.notes) ? (body.notes as Record<string, string>) : {},
      fees: 0,
      tax: 0,
      status: 'processing',
      purpose,
      utr: null,
      mode,
      reference_id: referenceId,
      narration,
      batch_id: null,
      failure_reason: null,
      status_details: null,
      created_at: seconds(),
      fee_type: '',
      merchant_id: merchantId,
      status_details_id: null,
      error: { description: null, source: null, reason: null, code: 'NA', step: 'NA', metadata: {} },
    };
    payouts.set(payout.id, payout);
    if (balance !== null && balance < amount) {
      // Queued until the balance allows it, or failed at once when the caller did not ask for queueing.
      if (queue === true) move(payout, 'queued');
      else move(payout, 'failed', { reason: 'insufficient_funds' });
    } else {
      move(payout, 'processing');
    }
    return payout;
  }

  /** Moves a payout as the bank would: fees once processing, a UTR once processed, the money back when reversed. */
  function move(
    payout: FakePayout,
    status: FakePayoutStatus,
    change: { utr?: string; reason?: string; description?: string } = {},
  ) {
    if (status === 'processing') {
      if (balance !== null) balance -= payout.amount;
      payout.fees = 590;
      payout.tax = 90;
    }
    if (status === 'reversed' && balance !== null) balance += payout.amount + payout.fees + payout.tax;
    if (status === 'processed') payout.utr = change.utr ?? payout.utr ?? newUtr();
    else if (change.utr) payout.utr = change.utr;
    payout.status = status;
    const details = detailsFor(change.reason ?? DEFAULT_REASON[status], change.description);
    payout.status_details = details;
    payout.status_details_id = newId('sd').slice(3);
    const unpaid = status === 'failed' || status === 'reversed' || status === 'rejected' || status === 'cancelled';
    payout.failure_reason = unpaid ? details.description : null;
    payout.error = unpaid
      ? {
          description: details.description,
          source: details.source,
          reason: details.reason,
          code: 'NA',
          step: 'NA',
          metadata: {},
        }
      : { description: null, source: null, reason: null, code: 'NA', step: 'NA', metadata: {} };
  }

  /** Queued payouts go out, oldest first, while the balance covers them. */
  function releaseQueued() {
    for (const payout of payouts.values()) {
      if (payout.status === 'queued' && (balance === null || balance >= payout.amount)) move(payout, 'processing');
    }
  }

  function validationOutcome(
    address: string,
  ): Pick<Validation, 'status' | 'validation_results' | 'status_details' | 'utr'> {
    if (failingValidations.has(address)) {
      return {
        status: 'failed',
        utr: null,
        validation_results: { account_status: '', registered_name: '', details: null, name_match_score: null },
        status_details: {
          description: 'Validation failed due to a technical issue at the beneficiary bank.',
          source: 'beneficiary_bank',
          reason: 'validation_failed',
        },
      };
    }
    const local = (address.split('@')[0] ?? '').toLowerCase();
    const name = vpaNames.has(address)
      ? (vpaNames.get(address) ?? null)
      : local.startsWith('invalid')
        ? null
        : local
            .split(/[^a-z]+/)
            .filter(Boolean)
            .join(' ')
            .toUpperCase() || 'UNKNOWN';
    const completed = {
      description: 'Validation request is completed',
      source: 'beneficiary_bank',
      reason: 'validation_completed',
    };
    return name === null
      ? {
          status: 'completed',
          utr: newUtr(),
          validation_results: {
            account_status: 'invalid',
            registered_name: null,
            details: 'The beneficiary account is invalid.',
            name_match_score: null,
          },
          status_details: completed,
        }
      : {
          status: 'completed',
          utr: newUtr(),
          validation_results: {
            account_status: 'active',
            registered_name: name,
            details: 'The beneficiary account is valid.',
            name_match_score: 100,
          },
          status_details: completed,
        };
  }

  function createValidation(body: unknown): Validation & { readsLeft: number } {
    if (!isObject(body)) throw new Refusal('The request body is not valid JSON');
    onlyFields(body, VALIDATION_FIELDS);
    const source = requiredText(body, 'source_account_number', 'source account number');
    if (source !== accountNumber)
      throw new Refusal('The RazorpayX Account number is invalid.', 'source_account_number');
    const fundAccount = fundAccountFrom(body.fund_account, false);
    const address = fundAccount.vpa?.address ?? '';
    const validation: Validation & { readsLeft: number } = {
      id: newId('fav'),
      entity: 'fund_account.validation',
      status: 'created',
      utr: null,
      validation_results: { account_status: null, registered_name: null, details: null, name_match_score: null },
      status_details: {
        description: 'Validation request is created',
        source: 'internal',
        reason: 'validation_request_created',
      },
      reference_id: optionalText(body, 'reference_id', 'reference id', 40),
      notes: isObject(body.notes) ? (body.notes as Record<string, string>) : {},
      fund_account: fundAccount,
      created_at: seconds(),
      readsLeft: validationReads,
    };
    if (validationReads === 0) Object.assign(validation, validationOutcome(address));
    validations.set(validation.id, validation);
    return validation;
  }

  const publicValidation = ({ readsLeft: _readsLeft, ...validation }: Validation & { readsLeft: number }) => validation;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const header = req.headers['x-payout-idempotency'];
    const call: FakeCall = {
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey: typeof header === 'string' ? header : null,
      body: undefined,
      status: 0,
    };
    calls.push(call);
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    call.body = body;
    const fault = faults.shift();
    if (fault?.kind === 'hang') {
      held.add(res);
      return;
    }
    if (fault?.kind === 'status') return send(res, call, fault.status, FAULT_BODIES[fault.status] ?? URL_NOT_FOUND);
    if (req.headers.authorization !== expectedAuth) return send(res, call, 401, AUTH_FAILED);
    const parts = url.pathname.split('/').filter(Boolean);
    try {
      if (req.method === 'POST' && url.pathname === '/v1/payouts') {
        const key = call.idempotencyKey;
        if (!key)
          return send(
            res,
            call,
            400,
            errorBody('Idempotency key is missing. Include idempotency header and key in the request.', {
              field: 'X-Payout-Idempotency',
              reason: 'null',
            }),
          );
        if (!IDEMPOTENCY_KEY.test(key)) throw new Refusal('The idempotency key is invalid.', 'X-Payout-Idempotency');
        const seen = idempotency.get(key);
        let payout: FakePayout;
        if (seen) {
          if (seen.body !== canonical(body))
            throw new Refusal('Different request body sent for the same Idempotency Header.');
          // The payout created with this key, in its current state.
          payout = payouts.get(seen.payoutId) as FakePayout;
        } else {
          payout = createPayout(body);
          idempotency.set(key, { payoutId: payout.id, body: canonical(body) });
        }
        if (dropsLeft > 0) {
          dropsLeft--;
          // Created, but the answer never leaves: the caller cannot tell whether it was.
          req.socket.destroy();
          return;
        }
        if (hangsAfterAcceptLeft > 0) {
          hangsAfterAcceptLeft--;
          const created = payout;
          answersHeld.push(() => send(res, call, 200, created));
          return;
        }
        return send(res, call, 200, payout);
      }
      if (req.method === 'GET' && parts.length === 3 && parts[0] === 'v1' && parts[1] === 'payouts') {
        const payout = payouts.get(parts[2] ?? '');
        return payout
          ? send(res, call, 200, payout)
          : send(res, call, 400, errorBody('The id provided does not exist'));
      }
      if (url.pathname === '/v1/fund_accounts/validations' && req.method === 'POST') {
        if (!validationAvailable) return send(res, call, 400, URL_NOT_FOUND);
        return send(res, call, 200, publicValidation(createValidation(body)));
      }
      if (req.method === 'GET' && parts.length === 4 && url.pathname.startsWith('/v1/fund_accounts/validations/')) {
        if (!validationAvailable) return send(res, call, 400, URL_NOT_FOUND);
        const validation = validations.get(parts[3] ?? '');
        if (!validation) return send(res, call, 400, errorBody('The id provided does not exist'));
        if (validation.status === 'created') {
          if (validation.readsLeft > 0) validation.readsLeft--;
          if (validation.readsLeft === 0)
            Object.assign(validation, validationOutcome(validation.fund_account.vpa?.address ?? ''));
        }
        return send(res, call, 200, publicValidation(validation));
      }
      return send(res, call, 400, URL_NOT_FOUND);
    } catch (err) {
      if (err instanceof Refusal) return send(res, call, 400, errorBody(err.description, { field: err.field }));
      throw err;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: String(err) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  function payout(id: string): FakePayout {
    const found = payouts.get(id);
    if (!found) throw new Error(`No payout ${id}`);
    return found;
  }

  /** A webhook as RazorpayX posts it: the raw body and its headers, signed over the exact bytes. */
  function webhookBody(event: string, payoutId: string, secret = webhookSecret) {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: `acc_${merchantId}`,
      event,
      contains: ['payout'],
      payload: { payout: { entity: structuredClone(payout(payoutId)) } },
      created_at: seconds(),
    });
    return {
      rawBody,
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': hmac(secret, rawBody),
        'X-Razorpay-Event-Id': newId('evt').slice(4),
      },
    };
  }

  return {
    url,
    keyId,
    keySecret,
    accountNumber,
    webhookSecret,
    /** The settings createRazorpayXGateway takes to talk to this fake. */
    settings: { keyId, keySecret, accountNumber, webhookSecret, apiBaseUrl: url },
    /** Every request received, in order. */
    calls,
    /** Every payout created, oldest first. */
    payouts: () => [...payouts.values()],
    payout,
    /** Registered names by UPI ID for validation; null makes the UPI ID invalid. */
    vpaNames,
    /** UPI IDs whose validation ends `failed`. */
    failingValidations,
    /** The RazorpayX balance in paise; payouts beyond it are queued (low_balance). Queued ones go out when it allows. */
    setBalance(paise: number | null) {
      balance = paise;
      releaseQueued();
    },
    balance: () => balance,
    /** Moves a payout to `status` as the bank would (a generated 12-digit UTR when processed). */
    advance(
      id: string,
      status: FakePayoutStatus,
      change: { utr?: string; reason?: string; description?: string } = {},
    ) {
      const found = payout(id);
      move(found, status, change);
      return found;
    },
    /** The next `count` requests answer `status` (429, 500, 502, 503, 504) with RazorpayX's error body. */
    failNext(count: number, status: number) {
      for (let i = 0; i < count; i++) faults.push({ kind: 'status', status });
    },
    /** The next `count` requests are read and never answered (client time-outs). */
    hangNext(count: number) {
      for (let i = 0; i < count; i++) faults.push({ kind: 'hang' });
    },
    /** The next payout create succeeds at RazorpayX, but its connection is cut before the answer is sent. */
    acceptButDropNext() {
      dropsLeft++;
    },
    /**
     * The next payout create succeeds at RazorpayX and its answer waits (for a test to kill the caller meanwhile);
     * `acceptedAndWaiting()` says how many wait.
     */
    acceptButHangNext() {
      hangsAfterAcceptLeft++;
    },
    acceptedAndWaiting: () => answersHeld.length,
    /** Validation answers 400 "The requested URL was not found on the server." as in test mode. */
    setValidationAvailable(available: boolean) {
      validationAvailable = available;
    },
    /** New validations stay `created` for this many reads before they settle. */
    setValidationReads(reads: number) {
      validationReads = reads;
    },
    webhookBody,
    /**
     * Posts a signed webhook to `url` as RazorpayX does; `duplicate` posts it twice with the same event id (RazorpayX
     * may deliver an event more than once). Answers each delivery's status and text.
     */
    async sendWebhook(
      target: string,
      event: string,
      payoutId: string,
      delivery: { secret?: string; duplicate?: boolean } = {},
    ) {
      const { rawBody, headers } = webhookBody(event, payoutId, delivery.secret);
      const answers: { status: number; text: string }[] = [];
      for (let i = 0; i < (delivery.duplicate ? 2 : 1); i++) {
        const res = await fetch(target, { method: 'POST', headers, body: rawBody });
        answers.push({ status: res.status, text: await res.text() });
      }
      return answers;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment a server process needs to pay through this fake (PAYOUTS_MODE=razorpayx, docs/payouts.md#modes). */
export function razorpayxEnv(fake: FakeRazorpayX): Record<string, string> {
  return {
    PAYOUTS_MODE: 'razorpayx',
    RAZORPAYX_KEY_ID: fake.keyId,
    RAZORPAYX_KEY_SECRET: fake.keySecret,
    RAZORPAYX_ACCOUNT_NUMBER: fake.accountNumber,
    RAZORPAYX_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAYX_API_URL: fake.url,
  };
}
