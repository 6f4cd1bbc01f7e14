/** What lazyRouteComponent returns: a component whose chunk can be fetched ahead of rendering. */
type Preloadable = { preload?: () => Promise<void> | undefined };

/**
 * A route's own screen (reading params or search, then rendering lazily loaded pages) that the router
 * preloads like a lazy component: the pages' chunks are fetched on hover intent and before the route
 * renders, so the screen never suspends on them.
 */
export function preloadWith<Screen extends object>(screen: Screen, ...parts: Preloadable[]) {
  return Object.assign(screen, {
    // A part that has loaded drops its preload, hence the optional call.
    preload: () => Promise.all(parts.map((part) => part.preload?.())).then(() => undefined),
  });
}
