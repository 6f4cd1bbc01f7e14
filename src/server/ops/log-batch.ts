import { writeSync } from 'node:fs';

/**
 * The most one write holds: a pipe takes a write of up to PIPE_BUF (4096 bytes on Linux) whole, so the batches
 * of several processes sharing one stdout (node:cluster) never interleave inside a line.
 */
const MAX_WRITE_BYTES = 4096;
/** How long a writer waits when a non-blocking stdout is full (EAGAIN) before it tries again. */
const FULL_PIPE_WAIT_MS = 10;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Writes all of `bytes` to `fd`, synchronously: a short write is continued, a full pipe waited for. */
function writeAll(fd: number, bytes: Buffer) {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(sleeper, 0, 0, FULL_PIPE_WAIT_MS);
    }
  }
}

/**
 * pino's destination: log lines gathered and written together, synchronously, at the latest `flushMs` after the
 * first of a batch. Lines are kept in a list and joined once per write: pino's own batching (sonic-boom's
 * minLength) measures the whole growing batch again on every line, which cost more than the line itself.
 */
export class LineBatch {
  private lines: string[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly fd: number,
    private readonly flushMs: number,
  ) {}

  write(line: string): boolean {
    const size = Buffer.byteLength(line);
    if (this.bytes + size > MAX_WRITE_BYTES) this.flushSync();
    this.lines.push(line);
    this.bytes += size;
    // Unref'd: a timer alone does not keep the process up; the exit handler writes what is left.
    this.timer ??= setTimeout(() => this.flushSync(), this.flushMs).unref();
    return true;
  }

  /** Writes what is gathered, now. */
  flushSync() {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    writeAll(this.fd, Buffer.from(text));
  }

  /** pino's logger.flush(). */
  flush(done?: (error?: Error) => void) {
    this.flushSync();
    done?.();
  }
}
