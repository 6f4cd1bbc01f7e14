import { expect } from 'vitest';
import { ConfigError } from '../../src/server/config-error';
import { loadConfig } from '../../src/server/config';

/** A fixed JWT secret, so loading never writes one under DATA_DIR. */
export const base = { JWT_SECRET: 'config-test-secret-config-test-secret-0123' };

/** The ConfigError message that loading `env` throws. */
export function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected the configuration to be refused');
}
