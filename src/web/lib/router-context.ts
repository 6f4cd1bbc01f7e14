import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from './session';

/** What every route's beforeLoad and loader receive as `context`. */
export type RouterContext = {
  /** The app's QueryClient, loaded on first use (see app-query-client.ts). */
  loadQueryClient: () => Promise<QueryClient>;
  session: SessionStore;
};
