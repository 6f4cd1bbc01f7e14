import { expect, vi } from 'vitest';
import { auditLedger } from '../../../src/server/ledger/audit';
import { logger } from '../../../src/server/ops/logger';
import { changedTables, dbFingerprint } from '../../support/db-fingerprint';
import type { CallResult, TestApi } from '../harness';
import { InjectedFault, type FaultPlan, type StatementFaults } from './statement-faults';

/** Where a flow runs: an API (its database) and the fault injector installed on that database. */
export type FaultTarget = { api: TestApi; faults: StatementFaults };

/** What each flow was tried with, for a report line at the end of a file. */
export type Tried = { flow: string; statements: number; faults: number }[];

const GENERIC_500 = { message: 'Something went wrong. Please try again.', code: 'somethingWentWrong' };

/** The injected fault, maybe wrapped by drizzle ("Failed query: ...", the fault as its cause). */
export function isInjected(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof InjectedFault) return true;
  return false;
}

/**
 * How one kind of flow shows a fault and a success. `logged` holds the errors the flow passed to logger.error
 * while it ran.
 */
type Outcome<R> = { faulted: (result: R, where: string, logged: unknown[]) => void; succeeded: (result: R) => void };

/**
 * Runs `attempt` (built afresh by `setup`) with a fault before statement 1, then after statement 1, 2, ... until
 * a try runs without reaching the fault: "statements 1..k ran, then an error" for every k, the last fault landing
 * between the flow's last statement and its COMMIT. Every faulted try must leave every table as it was (so the
 * ledger audit stays clean); the untouched try must change something and keep the audit clean.
 */
export async function provesRollbackOf<R>(
  flow: string,
  setup: () => Promise<() => Promise<R>>,
  outcome: Outcome<R>,
  { api, faults }: FaultTarget,
  tried: Tried,
) {
  const attempt = await setup();
  const before = await dbFingerprint(api.db);
  expect(await auditLedger(api.db)).toEqual([]);
  for (let k = 0; ; k += 1) {
    const plan: FaultPlan = k === 0 ? { at: 1, when: 'before' } : { at: k, when: 'after' };
    const where = `${flow}, fault ${plan.when} statement ${plan.at}`;
    const spied = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    faults.arm(plan);
    let logged: unknown[] = [];
    const result = await attempt().finally(() => {
      // logger.error({ err }, 'Unhandled error') in src/server/http/errors.ts.
      logged = spied.mock.calls.map((args) => (args[0] as { err?: unknown }).err);
      spied.mockRestore();
    });
    if (!faults.disarm().fired) {
      // Ran through: the flow has k - 1 statements, each of which a fault followed once.
      outcome.succeeded(result);
      expect(changedTables(before, await dbFingerprint(api.db)).length, `${flow} changed nothing`).toBeGreaterThan(0);
      expect(await auditLedger(api.db)).toEqual([]);
      tried.push({ flow, statements: k - 1, faults: k });
      // A flow of one or two statements would prove little: every money flow locks, posts and moves balances.
      expect(k - 1, flow).toBeGreaterThan(2);
      return;
    }
    outcome.faulted(result, where, logged);
    // Every table as it was (so the audit, a function of the tables, is still clean).
    expect(changedTables(before, await dbFingerprint(api.db)), where).toEqual([]);
  }
}

/** A call of the API: a fault answers the generic 500 (and is the one error logged); a success answers 2xx. */
export function provesCallRollback(
  flow: string,
  setup: () => Promise<() => Promise<CallResult>>,
  succeeded: (res: CallResult) => void,
  target: FaultTarget,
  tried: Tried,
) {
  return provesRollbackOf(
    flow,
    setup,
    {
      faulted: (res, where, logged) => {
        expect({ status: res.status, json: res.json }, where).toEqual({ status: 500, json: GENERIC_500 });
        // The 500 is the injected fault, not another error on the way.
        expect(logged.length, where).toBe(1);
        expect(isInjected(logged[0]), `${where}: ${String(logged[0])}`).toBe(true);
      },
      succeeded: (res) => {
        expect(res.status, `${flow} without a fault: ${JSON.stringify(res.json)}`).toBeLessThan(300);
        succeeded(res);
      },
    },
    target,
    tried,
  );
}
