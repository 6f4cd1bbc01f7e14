import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler, type SchedulerJob } from '../../src/server/scheduler/scheduler';
import { startTestApi, type TestApi } from './harness';

/**
 * Shutdown closes the database once scheduler.stop() resolved (src/server/api-process.ts): stop() must wait for
 * a job in the middle of its run, or the job would lose its database under it.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('scheduler.stop()', () => {
  it('waits for the job that is running before it resolves', async () => {
    const events: string[] = [];
    let started = () => {};
    const jobStarted = new Promise<void>((resolve) => (started = resolve));
    let finishJob = () => {};
    const jobMayFinish = new Promise<void>((resolve) => (finishJob = resolve));
    const job: SchedulerJob = {
      name: 'slow-test-job',
      run: async () => {
        events.push('job started');
        started();
        await jobMayFinish;
        events.push('job finished');
      },
    };
    const scheduler = createScheduler(api.deps, [job], { intervalSeconds: 1 });
    const run = scheduler.runOnce(new Date());
    await jobStarted;
    const stopped = scheduler.stop().then(() => events.push('stopped'));
    // Every chance for stop() to resolve early (it must not): the job is still in the middle of its run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('job still running');
    finishJob();
    await stopped;
    await run;
    expect(events).toEqual(['job started', 'job still running', 'job finished', 'stopped']);
  });
});
