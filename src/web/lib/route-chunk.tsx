import { use, type ComponentType, type FulfilledReactPromise, type RejectedReactPromise } from 'react';
import { loadAppMessages, type WordsFor } from './i18n';
import { hasStoredSession } from './session';

/** A promise as React's use() reads it: once marked fulfilled, use() returns its value without suspending. */
type Tracked<T> = Promise<T> &
  (
    | { status?: undefined }
    | Pick<FulfilledReactPromise<T>, 'status' | 'value'>
    | Pick<RejectedReactPromise<T>, 'status' | 'reason'>
  );

/** The browser's words for a chunk that is no longer on the server (a new build was deployed since the page opened). */
const GONE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RELOADED = 'clipmandi.reloaded-for-chunk';

/**
 * A route's component from its own chunk (and the app's words, lib/i18n.ts), which the router loads before the route renders (`preload`). The
 * router's own lazyRouteComponent calls use() only until the chunk is cached, which React warns against
 * ("called use() to suspend in a previous render but did not call use() when it finished"): this one calls use()
 * on every render, with the one promise of the chunk, marked fulfilled as soon as it arrives so no later render
 * suspends. A chunk a new build removed reloads the page once (the new build's files), as the router's does.
 */
export function routeChunk<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
  /** The words it needs; unset, the public screens' for a visitor and every screen's for a signed-in reader. */
  words?: WordsFor,
) {
  let loading: Tracked<ComponentType<Props>> | undefined;
  let failed = false;
  const load = (): Tracked<ComponentType<Props>> => {
    if (loading) return loading;
    // With the words of the screens past the first page, in the reader's language (lib/i18n.ts).
    const needed = words ?? (hasStoredSession() ? 'all' : 'public');
    const promise: Tracked<ComponentType<Props>> = Promise.all([importer(), loadAppMessages(needed)]).then(
      ([component]) => component,
    );
    promise.then(
      (component) => {
        Object.assign(promise, { status: 'fulfilled', value: component });
      },
      (error: unknown) => {
        // Renders keep throwing this failure to the route's error boundary; the router's next load (Try Again)
        // asks again.
        Object.assign(promise, { status: 'rejected', reason: error });
        failed = true;
        reloadOnceForGoneChunk(error);
      },
    );
    loading = promise;
    return promise;
  };
  function RouteChunk(props: Props) {
    const Component = use(load());
    return <Component {...props} />;
  }
  RouteChunk.preload = async () => {
    if (failed) {
      failed = false;
      loading = undefined;
    }
    await load();
  };
  return RouteChunk;
}

function reloadOnceForGoneChunk(error: unknown) {
  if (typeof window === 'undefined' || !(error instanceof Error) || !GONE.test(error.message)) return;
  if (sessionStorage.getItem(RELOADED) === error.message) return;
  sessionStorage.setItem(RELOADED, error.message);
  window.location.reload();
}
