import { liveEvent, type LiveEvent } from '@schemas/events';
import { api } from './api-client';

/** Back-off between reconnects: doubling from the first to the last, reset once a stream opened. */
const FIRST_DELAY_MS = 1000;
const LAST_DELAY_MS = 30_000;

export type LiveConnection = { stop(): void };

/**
 * Reads Server-Sent Events frames from `body`: calls `onId` for every id the server wrote (an id-only frame
 * included, so a reconnect knows where it was) and `onEvent` for every event's data, parsed with the schema.
 * Comments (heartbeats) are skipped.
 */
export async function readLiveFrames(
  body: ReadableStream<Uint8Array>,
  onId: (id: string) => void,
  onEvent: (event: LiveEvent) => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) {
          const parsed = liveEvent.safeParse(JSON.parse(data.join('\n')));
          if (parsed.success) onEvent(parsed.data);
        }
        data = [];
      } else if (line.startsWith('id:')) onId(line.slice(3).trim());
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
  }
}

/**
 * The signed-in person's GET /api/events (docs/reads.md "Live updates"), with the session's bearer token (the api
 * client adds it; never in the URL). Reconnects after a dropped stream with Last-Event-ID, so the server replays
 * what was missed (or says resync), waiting longer after each failed try. A 4xx stops it: the session ended
 * (the api client handles that 401) or the server offers no stream.
 */
export function connectLiveEvents(
  onEvent: (event: LiveEvent) => void,
  delays = { first: FIRST_DELAY_MS, last: LAST_DELAY_MS },
): LiveConnection {
  const abort = new AbortController();
  let lastId: string | null = null;
  let delay = delays.first;

  async function run() {
    while (!abort.signal.aborted) {
      try {
        const response = await api.get('api/events', {
          headers: lastId ? { 'Last-Event-ID': lastId } : {},
          timeout: false,
          throwHttpErrors: false,
          signal: abort.signal,
        });
        if (response.status >= 400 && response.status < 500) return;
        if (response.ok && response.body) {
          delay = delays.first;
          await readLiveFrames(response.body, (id) => (lastId = id), onEvent);
        }
      } catch {
        // A dropped connection or an unreadable frame: try again below.
      }
      if (abort.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, delay * (0.5 + Math.random() / 2)));
      delay = Math.min(delay * 2, delays.last);
    }
  }

  void run();
  return { stop: () => abort.abort() };
}
