import { logger } from './logger';

/** How long a process may take to finish its requests and close; after that it exits anyway (code 1). */
export const SHUTDOWN_BOUND_MS = 10_000;

/**
 * On SIGTERM (an orchestrator's stop) or SIGINT (Ctrl-C): runs `stop` once and exits 0 when it is done, or 1 when
 * it failed or took longer than `boundMs`. A second signal while stopping changes nothing.
 */
export function onShutdownSignal(stop: () => Promise<void>, boundMs = SHUTDOWN_BOUND_MS) {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing the requests in flight');
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${boundMs / 1000} s; exiting anyway`);
      process.exit(1);
    }, boundMs).unref();
    stop().then(
      () => {
        logger.info('Shut down');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
