import { messageResponse } from './common';
import * as push from './push';
import { clippers, route } from './route-kit';

const CLIPPERS_PUSH = 'clippersPush';

/** Web Push of a clipper's money moments (docs/accounts.md#app; the whole table: schemas/routes.ts). */
export const pushRoutes = {
  pushSettings: route({
    method: 'GET',
    path: '/api/push',
    access: clippers(CLIPPERS_PUSH),
    response: push.pushSettingsResponse,
  }),
  /** Subscribes this device (again: its kinds are replaced) to the chosen kinds. */
  subscribePush: route({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: clippers(CLIPPERS_PUSH),
    request: push.subscribePushRequest,
    response: push.pushSettingsResponse,
    success: 201,
  }),
  unsubscribePush: route({
    method: 'POST',
    path: '/api/push/unsubscribe',
    access: clippers(CLIPPERS_PUSH),
    request: push.unsubscribePushRequest,
    response: messageResponse,
  }),
} as const;
