import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { startTwoProcesses, type TwoProcesses } from './two-processes';

/**
 * The login slowdown across two API processes on one PostgreSQL database: its counts live in the database,
 * so guesses spread over both processes (as a load balancer spreads them) are counted together, and a burst
 * of parallel guesses sent to both at once gets no more than the free failures checked.
 */
let two: TwoProcesses;

beforeAll(async () => {
  two = await startTwoProcesses();
});

afterAll(async () => {
  await two?.stop();
});

// At most the first delay (1 minute): the five production-cost password checks before it take a while.
const MESSAGE = /^Too many failed login attempts\. Please try again in (1 minute|\d+ seconds?)\.$/;

describe('login slowdown shared by two API processes', () => {
  it('counts failures sent to either process together: the 6th, on either one, waits', async () => {
    const { id } = await two.signup('user');
    const [row] = await queryRows<{ email: string }>(two.db, sql`select email from users where id = ${id}`);
    const email = row?.email ?? '';
    for (let i = 0; i < 5; i++) {
      const res = await two.attempt(two.via(i), 'login', { body: { email, password: `wrong-${i}` } });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    for (const i of [0, 1]) {
      const res = await two.attempt(two.via(i), 'login', { body: { email, password: 'password123' } });
      expect(res.status, `process ${i}`).toBe(429);
      expect(JSON.parse(res.text)).toEqual({ message: expect.stringMatching(MESSAGE), code: 'tooManyLogins' });
    }
  });

  it('checks at most the 5 free guesses of a burst of 12 split over both processes', async () => {
    const { id } = await two.signup('user', 1);
    const [row] = await queryRows<{ email: string }>(two.db, sql`select email from users where id = ${id}`);
    const email = row?.email ?? '';
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        two.attempt(two.via(i), 'login', { body: { email, password: `guess-${i}` } }),
      ),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    const [count] = await queryRows<{ count: number }>(
      two.db,
      sql`select count from rate_limits where key = ${`login:account:${email}`}`,
    );
    expect(count?.count).toBe(5);
  });
});
