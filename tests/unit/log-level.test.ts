import { afterEach, describe, expect, it } from 'vitest';
import { logger, requestLineLogger, setLogLevel } from '../../src/server/ops/logger';

describe('LOG_LEVEL', () => {
  afterEach(() => setLogLevel('info'));

  it('applies to the request line as to every other line', () => {
    setLogLevel('warn');
    expect([logger.isLevelEnabled('info'), requestLineLogger.isLevelEnabled('info')]).toEqual([false, false]);
    expect(requestLineLogger.isLevelEnabled('error')).toBe(true);
    setLogLevel('silent');
    expect(requestLineLogger.isLevelEnabled('fatal')).toBe(false);
    setLogLevel('debug');
    expect([logger.isLevelEnabled('debug'), requestLineLogger.isLevelEnabled('debug')]).toEqual([true, true]);
  });
});
