import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../../src/server/db/client';

/** The error a planned fault throws; the server answers it as any unexpected error (500, rolled back). */
export class InjectedFault extends Error {
  override name = 'InjectedFault';
}

/** Throw at the `at`-th statement run inside a transaction: before it reaches the database, or after it ran. */
export type FaultPlan = { at: number; when: 'before' | 'after' };

export type StatementFaults = {
  /** Counts statements inside transactions from now on and throws at the planned one. */
  arm(plan: FaultPlan): void;
  /** Stops counting; says how many statements ran and whether the fault was thrown. */
  disarm(): { statements: number; fired: boolean };
};

type Statement = (...args: unknown[]) => unknown;

/**
 * A test-side seam on the database client under drizzle: the statements every transaction runs
 * (db.transaction, so every write's commitChange) are counted, and the planned one throws. Works on both
 * engines: PGlite's transaction object, and node-postgres clients between BEGIN and COMMIT. Production code
 * is untouched.
 */
export function installStatementFaults(db: Db): StatementFaults {
  let plan: FaultPlan | undefined;
  let statements = 0;
  let fired = false;

  const hit = (when: FaultPlan['when']) => {
    if (!plan || plan.when !== when || statements !== plan.at) return;
    fired = true;
    throw new InjectedFault(`Injected fault ${when} statement ${plan.at}`);
  };
  /** One statement inside a transaction, with the planned fault around it. */
  const run = async (statement: () => unknown) => {
    if (plan) statements += 1;
    hit('before');
    const result: unknown = await statement();
    hit('after');
    return result;
  };

  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof PGlite) {
    const counted = (tx: Transaction): Transaction =>
      new Proxy(tx, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property);
          if ((property !== 'query' && property !== 'exec') || typeof value !== 'function') return value;
          return (...args: unknown[]) => run(() => Reflect.apply(value, target, args));
        },
      });
    const transaction = client.transaction.bind(client);
    client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => transaction((tx) => callback(counted(tx)));
  } else if (client instanceof pg.Pool) {
    // drizzle runs a transaction as BEGIN ... COMMIT/ROLLBACK on one client checked out of the pool.
    const wrapped = new WeakSet<pg.PoolClient>();
    client.on('acquire', (pooled) => {
      if (wrapped.has(pooled)) return;
      wrapped.add(pooled);
      const query: Statement = pooled.query.bind(pooled);
      let open = false;
      const text = (first: unknown) =>
        (typeof first === 'string'
          ? first
          : typeof first === 'object' && first !== null
            ? String(Reflect.get(first, 'text'))
            : ''
        )
          .trim()
          .toLowerCase();
      const counted: Statement = (...args) => {
        const sql = text(args[0]);
        if (sql.startsWith('begin')) open = true;
        if (sql === 'commit' || sql === 'rollback') open = false;
        else if (open && !sql.startsWith('begin')) return run(() => query(...args));
        return query(...args);
      };
      Object.defineProperty(pooled, 'query', { value: counted, configurable: true, writable: true });
    });
  } else {
    throw new Error('Statement faults know PGlite and node-postgres pools only');
  }

  return {
    arm(next) {
      plan = next;
      statements = 0;
      fired = false;
    },
    disarm() {
      plan = undefined;
      return { statements, fired };
    },
  };
}
