import { liveEvent, type LiveEvent } from '../../schemas/events';

export type ReceivedEvent = { id: string; event: LiveEvent };

/** How long a test waits for an event before failing (a bound for the failure message, never a measurement). */
const WAIT_MS = 15_000;

/**
 * Reads a GET /api/events answer as a test needs it: every event parsed with the schema, in order, and the
 * last id the server wrote (also from an id-only frame), for a reconnect's Last-Event-ID.
 */
export function readLiveStream(response: Response) {
  const body = response.body;
  if (!body) throw new Error('The stream has no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let lastId: string | null = null;
  let ended = false;
  let buffer = '';

  function takeFrames() {
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      let id: string | null = null;
      let data: string | null = null;
      for (const line of lines) {
        if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data = line.slice(6);
      }
      if (id !== null) lastId = id;
      if (data !== null) received.push({ id: id ?? '', event: liveEvent.parse(JSON.parse(data)) });
      end = buffer.indexOf('\n\n');
    }
    for (const wake of waiters) wake();
  }

  const pumping = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += value;
      takeFrames();
    }
    ended = true;
    for (const wake of waiters) wake();
  })();

  /** Resolves with the first event (from the `from`th on) that `match` accepts; fails after WAIT_MS. */
  function next(match: (event: LiveEvent) => boolean, from = 0): Promise<ReceivedEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = received.slice(from).find((item) => match(item.event));
        if (found) done(() => resolve(found));
        else if (ended) done(() => reject(new Error(`The stream ended; received ${JSON.stringify(received)}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`No such event; received ${JSON.stringify(received)}`))),
        WAIT_MS,
      );
      function done(settle: () => void) {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      }
      waiters.add(check);
      check();
    });
  }

  /** Resolves once the server has written an id (the first frame), so changes from now on reach this stream. */
  async function ready(): Promise<void> {
    while (lastId === null && !ended) await new Promise<void>((resolve) => waiters.add(resolve));
  }

  return {
    received,
    next,
    ready,
    lastId: () => lastId,
    ended: () => ended,
    close: async () => {
      await reader.cancel().catch(() => undefined);
      await pumping;
    },
  };
}

/** The tags of a change event, or none. */
export const tagsOf = (event: LiveEvent): readonly string[] => (event.type === 'change' ? event.tags : []);
