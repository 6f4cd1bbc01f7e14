import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOGGER = resolve(import.meta.dirname, '../../src/server/ops/logger.ts');

/**
 * A process that logs with the server's logger (`script` runs after `logger` is imported). Resolves with what
 * it had written to stdout when it wrote "ready" to stderr (the process is then killed), or when it exited.
 */
function runLogging(script: string): Promise<{ stdoutAtReady: string | null; stdout: string }> {
  const source = `import { logger } from ${JSON.stringify(LOGGER)};\n${script}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stdoutAtReady: string | null = null;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    if (stdoutAtReady === null && chunk.toString().includes('ready')) {
      // What the process wrote before "ready" is already in the pipe; let this process read it.
      setTimeout(() => {
        stdoutAtReady = stdout;
        child.kill('SIGKILL');
      }, 200);
    }
  });
  return new Promise((done) => child.once('close', () => done({ stdoutAtReady, stdout })));
}

const messages = (output: string) =>
  output
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

// Lines are written in batches (src/server/ops/logger.ts, docs/operations.md): none may be lost or reordered.
describe('the log written in batches', () => {
  it('writes a warning at once, after every line logged before it', async () => {
    const { stdoutAtReady } = await runLogging(
      // Then blocked, so no timer can write the batch: only the warning itself can have.
      `logger.info('first'); logger.info('second'); logger.warn('third'); process.stderr.write('ready\\n');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5_000);`,
    );
    expect(messages(stdoutAtReady ?? '')).toEqual(['first', 'second', 'third']);
  });

  it('writes the lines still gathered when the process exits', async () => {
    const { stdout } = await runLogging(`logger.info('first'); logger.info('second'); process.exit(0);`);
    expect(messages(stdout)).toEqual(['first', 'second']);
  });

  it('writes a lone info line soon, while the process stays busy with nothing else', async () => {
    const { stdoutAtReady } = await runLogging(
      `logger.info('alone'); setTimeout(() => process.stderr.write('ready\\n'), 1000); setTimeout(() => {}, 60_000);`,
    );
    expect(messages(stdoutAtReady ?? '')).toEqual(['alone']);
  });

  it('keeps every line whole when two processes log to one pipe at once (node:cluster workers share stdout)', async () => {
    // Each process logs 3,000 lines of about 300 bytes as fast as it can, so the pipe fills and the writers wait.
    const source = `import { logger } from ${JSON.stringify(LOGGER)};
      for (let i = 0; i < 3000; i++) logger.info({ n: i, filler: 'x'.repeat(240) }, 'line');`;
    const one = '"$NODE" --import tsx --input-type=module -e "$SOURCE"';
    const child = spawn('sh', ['-c', `${one} & ${one} & wait`], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE: process.execPath, SOURCE: source },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    await new Promise((done) => child.once('close', done));
    const lines = stdout.trim().split('\n');
    const whole = lines.filter((line) => {
      try {
        return (JSON.parse(line) as { msg: string }).msg === 'line';
      } catch {
        return false;
      }
    });
    expect(whole.length).toBe(6000);
    expect(lines.length).toBe(6000);
  }, 60_000);
});
