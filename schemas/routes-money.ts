import * as wallet from './wallet';
import { messageResponse } from './common';
import { route, ANYONE, clippers, creators, CLIPPERS_WITHDRAW, CREATORS_TOP_UP } from './route-kit';

/** Wallets and payments: top-ups, the payment webhook and sandbox, wallets and withdrawals (the whole table: schemas/routes.ts). */
export const moneyRoutes = {
  topup: route({
    method: 'POST',
    path: '/api/wallet/topup',
    access: creators(CREATORS_TOP_UP),
    request: wallet.topupRequest,
    response: wallet.topupResponse,
    success: 201,
  }),
  verifyPayment: route({
    method: 'POST',
    path: '/api/wallet/verify',
    access: creators(CREATORS_TOP_UP),
    request: wallet.verifyPaymentRequest,
    response: wallet.verifyPaymentResponse,
  }),
  creatorWallet: route({
    method: 'GET',
    path: '/api/wallet/creator',
    access: creators('creatorsWallet'),
    response: wallet.creatorWalletResponse,
    cache: 'private',
  }),
  clipperWallet: route({
    method: 'GET',
    path: '/api/wallet/clipper',
    access: clippers(CLIPPERS_WITHDRAW),
    response: wallet.clipperWalletResponse,
    cache: 'private',
  }),
  withdraw: route({
    method: 'POST',
    path: '/api/wallet/withdraw',
    access: clippers(CLIPPERS_WITHDRAW),
    request: wallet.withdrawRequest,
    response: wallet.withdrawResponse,
    success: 201,
  }),
  /** The provider's notifications, proven by their signature (no session); the body is read raw (the signature covers the exact bytes). */
  paymentWebhook: route({ method: 'POST', path: '/api/wallet/webhook', access: ANYONE, response: messageResponse }),
  /** Sandbox mode only: the offline provider's "pay" step, called by its checkout script (no session, as a real provider has none). */
  sandboxPay: route({
    method: 'POST',
    path: '/api/payments/sandbox/pay',
    access: ANYONE,
    request: wallet.sandboxPayRequest,
    response: wallet.sandboxPayResponse,
  }),
} as const;
