import { useSyncExternalStore } from 'react';
import { formatDate, formatDateTime, formatRelativeTime, type Where } from '@web/lib/format';

/** The server's form of a date: the same on every server and in the browser's first (hydrating) render. */
export const STABLE: Where = { locale: 'en-IN', timeZone: 'UTC' };

// One clock for every TimeAgo on the page: it ticks every 30 seconds while any is shown.
const TICK = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
const tick = () => {
  now = Date.now();
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    timer = setInterval(tick, TICK);
    tick(); // the clock may have stood still while nothing showed a time
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}
// null on the server and while hydrating: both render the stable form, so the markup matches.
const serverNow = () => null;
const clientNow = () => now;

/**
 * A past moment as people say it ("2 hours ago", "yesterday"), its exact date and time in the reader's locale and
 * time zone as a tooltip. A server-rendered page shows the date in a fixed form first (STABLE), then the relative
 * time once the browser has taken the page over.
 */
export function TimeAgo({ iso }: { iso: string }) {
  const current = useSyncExternalStore(subscribe, clientNow, serverNow);
  if (current === null) return <time dateTime={iso}>{formatDate(iso, STABLE)}</time>;
  // A moment the server stamped can be a little ahead of this device's clock: it is "now", never "in 3 seconds".
  const then = new Date(iso).getTime();
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso, Math.max(current, then))}
    </time>
  );
}
