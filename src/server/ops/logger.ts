import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';
import { LineBatch } from './log-batch';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Keys whose values are never written, at the top of a log line or one object down (pino's redaction). */
const SECRET_KEYS = ['password', 'token', 'secret', 'signature', 'authorization', 'razorpay_signature', 'cookie'];

// Secrets can also hide inside an error's text: a JWT, a bearer credential, a long hex digest (payment
// signatures, generated secrets), or the parameters a failed query echoes (a password hash, a signature).
const SECRET_TEXT: readonly [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[redacted JWT]'],
  [/Bearer\s+\S+/gi, 'Bearer [redacted]'],
  [/\b[0-9a-f]{32,}\b/gi, '[redacted hex]'],
  [/^(\s*params:).*$/gm, '$1 [redacted]'],
];

/** `text` with every secret-looking part replaced. */
export function scrubSecrets(text: string): string {
  return SECRET_TEXT.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

type LoggedError = { type: string; message: string; stack?: string; code?: string; cause?: LoggedError };

/**
 * An error as logged: its type, message, stack and code (a database error's), scrubbed, and its cause. Only
 * these: other properties (a failed query's `params`) may carry what was sent.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubSecrets(String(error)) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return {
    type: error.name,
    message: scrubSecrets(error.message),
    ...(error.stack ? { stack: scrubSecrets(error.stack) } : {}),
    ...(code ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The request being answered (src/server/http/request-log.ts), so every line logged for it carries its id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Where the lines go: stdout, written synchronously so a line is never lost or reordered at exit. pino's default
 * stdout stream writes asynchronously, and at process.exit it wrote what was queued while the write in flight was
 * still pending: the shutdown's last lines could come out of order (seen under node:cluster) or be lost.
 * Lines are gathered (log-batch.ts) and written together, at the latest LOG_FLUSH_MS after the first one: a write
 * per request line cost the cached reads a fifth of their time under load (docs/operations.md). A warning or worse
 * is written at once, with everything before it, and the rest at exit.
 */
const LOG_FLUSH_MS = 100;
const destination = new LineBatch(1, LOG_FLUSH_MS);
process.on('exit', () => destination.flushSync());
const WARN = 40;

/** The process's logger: JSON lines (the platform collects them). LOG_LEVEL sets its level at start (src/server/config.ts). */
export const logger: Logger = pino(
  {
    base: { pid: process.pid },
    redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
    serializers: { err: serializeError },
    mixin: () => {
      const request = requestContext.getStore();
      return request ? { requestId: request.requestId } : {};
    },
    hooks: {
      logMethod(args, method, level) {
        method.apply(this, args);
        if (level >= WARN) destination.flushSync();
      },
    },
  },
  destination,
);

/**
 * The request line's logger (src/server/http/request-log.ts): the same output without redaction. That line holds
 * only fixed fields of our own (id, method, route-table path, status, duration), never a value a client sent
 * beyond a checked request id, and redacting it cost four times the write itself on every request.
 */
export const requestLineLogger: Logger = logger.child({}, { redact: { paths: [] } });

export function setLogLevel(level: LogLevel) {
  logger.level = level;
  // A child keeps the level it was made with.
  requestLineLogger.level = level;
}
