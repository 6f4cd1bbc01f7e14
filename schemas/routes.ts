import type * as z from 'zod';
import { accountRoutes } from './routes-accounts';
import { campaignRoutes } from './routes-campaigns';
import { clipRoutes } from './routes-clips';
import { moneyRoutes } from './routes-money';
import { adminRoutes } from './routes-admin';
import { blockRoutes } from './routes-blocks';
import { appealRoutes } from './routes-appeals';
import { clipperRoutes } from './routes-clippers';
import { payoutRoutes } from './routes-payouts';
import { teamRoutes } from './routes-team';
import { pushRoutes } from './routes-push';

/**
 * Every call the product makes (docs/product.md#api-conventions): the single statement of each
 * shape. The server validates requests with `request`/`query` and encodes responses with `response`;
 * the web app encodes requests and parses responses with the same schemas.
 */
export const routes = {
  ...accountRoutes,
  ...campaignRoutes,
  ...clipRoutes,
  ...moneyRoutes,
  ...adminRoutes,
  ...blockRoutes,
  ...appealRoutes,
  ...clipperRoutes,
  ...payoutRoutes,
  ...teamRoutes,
  ...pushRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** What a caller holds for a route's body (decoded: money in paise). */
export type RequestOf<N extends RouteName> = Routes[N] extends { request: z.ZodType }
  ? z.output<Routes[N]['request']>
  : never;
export type ResponseOf<N extends RouteName> = z.output<Routes[N]['response']>;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.input<Routes[N]['query']> : never;
