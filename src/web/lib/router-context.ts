import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from './session';

/** What every route's beforeLoad and loader receive as `context`. */
export type RouterContext = {
  queryClient: QueryClient;
  session: SessionStore;
};
