import type * as z from 'zod';
import type api from '../messages/en/api.json';
import type * as auth from './auth';

// How a call is declared (schemas/routes.ts assembles the table from the routes-*.ts files): the shape of a route,
// who may call it, and the refusals and not-found answers the declarations share.

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A refusal the table declares: a key of the server's catalogue (docs/languages.md "The server's words"), answered in
 * the caller's language with the key as its `code`; the OpenAPI document quotes its English.
 */
export type Refusal = keyof typeof api;

/**
 * Who may call a route (docs/product.md#roles-and-access): `anyone` (no session is read), `signed-in`
 * (401 without a valid session), or a list of roles (401 without a session, 403 with `refusal` for any other
 * role; the toast shows it, so it says who may do this). The server checks this in one place for every route
 * (src/server/http/route-access.ts); whose object it is stays with the domain functions.
 */
export type Access =
  | 'anyone'
  | 'signed-in'
  | {
      roles: readonly [auth.Role, ...auth.Role[]];
      refusal?: Refusal;
      /** For an admin route: the admin roles that may call it (docs/accounts.md#admin-team); unset, every admin. */
      adminRoles?: readonly [auth.AdminRole, ...auth.AdminRole[]];
      /** What an admin of another role is told (403); anyone not an admin gets `refusal`. */
      adminRefusal?: Refusal;
    };

/** A path parameter: a UUID naming one object; any other value is that object not found (404, this message). */
export type PathParam = { notFound: Refusal };

export type RouteDef = {
  method: Method;
  /** Hono-style path; its `:name` parameters are declared in `params`. */
  path: string;
  access: Access;
  params?: Readonly<Record<string, PathParam>>;
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /**
   * The status of success: 201 for a write that creates something, 202 for a request accepted whose outcome comes
   * later by email (it says nothing about whether an account exists); every other success is 200.
   */
  success?: 201 | 202;
  /** Set for the calls that do not answer JSON (the body is then a string in this format). */
  contentType?: 'text/csv' | 'text/html' | 'text/event-stream';
  /**
   * GETs the server's read cache may answer (docs/reads.md "Read cache"): `public` is the same for everyone (shared
   * entry, ETag and a short Cache-Control), `private` is kept per session token and never by browsers.
   */
  cache?: 'public' | 'private';
};

/** The `:name` parameters of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with parameters must declare each of them; one without declares none. */
type ParamsOf<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: never }
  : { params: { readonly [K in ParamNames<P>]: PathParam } };

/**
 * A shared cache entry is served before any access check, so only a route anyone may call may be `public`;
 * a `private` entry is kept per token, so its route must need a session.
 */
type CacheFits<R extends RouteDef> = R['cache'] extends 'public'
  ? { access: 'anyone' }
  : R['cache'] extends 'private'
    ? { access: Exclude<Access, 'anyone'> }
    : unknown;

export const route = <const R extends RouteDef>(def: R & ParamsOf<R['path']> & CacheFits<R>) => def;

export const ANYONE = 'anyone';
export const SIGNED_IN = 'signed-in';
/** Any admin, whatever their role: the dashboards, the people list, the audit trail. */
export const ADMIN = { roles: ['admin'] } as const;
export const ADMIN_FINANCE = 'adminFinance';
export const ADMIN_MODERATION = 'adminModeration';
export const ADMIN_OWNER = 'adminOwner';
/** Withdrawals, payouts, fee withdrawals, payment events and the books. */
export const FINANCE = { roles: ['admin'], adminRoles: ['owner', 'finance'], adminRefusal: ADMIN_FINANCE } as const;
/** The review queue, appeals, blocks, suspensions and pausing campaigns. */
export const MODERATION = {
  roles: ['admin'],
  adminRoles: ['owner', 'moderator'],
  adminRefusal: ADMIN_MODERATION,
} as const;
/** The admin team itself. */
export const OWNER = { roles: ['admin'], adminRoles: ['owner'], adminRefusal: ADMIN_OWNER } as const;
export const clippers = (refusal: Refusal) => ({ roles: ['user'], refusal }) as const;
export const creators = (refusal: Refusal) => ({ roles: ['creator'], refusal }) as const;

export const CLIPPERS_SUBMIT = 'clippersSubmit';
export const CLIPPERS_WITHDRAW = 'clippersWithdraw';
export const CLIPPERS_CHANNEL = 'clippersChannel';
export const CLIPPERS_INSTAGRAM = 'clippersInstagram';
export const CREATORS_MANAGE = 'creatorsManage';
export const CREATORS_REVIEW = 'creatorsReview';
export const CREATORS_TOP_UP = 'creatorsTopUp';
export const CREATOR_DASHBOARD = 'creatorDashboardOnly';

/** The answer (404) for an id that names nothing: the path's, and the domain functions' when it is gone. */
export const NOT_FOUND = {
  campaign: 'campaignNotFound',
  clip: 'clipNotFound',
  withdrawal: 'withdrawalNotFound',
  user: 'userNotFound',
} as const;

export const campaignId = { id: { notFound: NOT_FOUND.campaign } };
export const clipId = { id: { notFound: NOT_FOUND.clip } };
export const withdrawalId = { id: { notFound: NOT_FOUND.withdrawal } };
export const userId = { id: { notFound: NOT_FOUND.user } };

/** The status a route answers on success. */
export const successStatus = (route: RouteDef): 200 | 201 | 202 => route.success ?? 200;
