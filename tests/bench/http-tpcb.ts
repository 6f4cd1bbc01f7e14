import { createServer } from 'node:http';
import pg from 'pg';

/**
 * What this machine does for a write through HTTP when nothing but the write is done: a raw node:http server
 * that runs pgbench's TPC-B-like transaction (BEGIN, 3 updates, a select, an insert, COMMIT: 7 round trips, as
 * pgbench sends them) per POST through the `pg` driver and a pool of 10, like the app's. Own process; the
 * database is pgbench's (scale 1). Prints `{"port":N}` once listening; stops on SIGTERM. Usage:
 * `node --import tsx tests/bench/http-tpcb.ts <database url>`.
 */
const url = process.argv[2];
if (!url) throw new Error('usage: http-tpcb.ts <database url>');
const pool = new pg.Pool({ connectionString: url, max: 10 });
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

async function transaction(): Promise<number> {
  const aid = between(1, 100_000);
  const tid = between(1, 10);
  const delta = between(-5000, 5000);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query({
      name: 'tpcb_account',
      text: 'update pgbench_accounts set abalance = abalance + $1 where aid = $2',
      values: [delta, aid],
    });
    const read = await client.query<{ abalance: number }>({
      name: 'tpcb_balance',
      text: 'select abalance from pgbench_accounts where aid = $1',
      values: [aid],
    });
    await client.query({
      name: 'tpcb_teller',
      text: 'update pgbench_tellers set tbalance = tbalance + $1 where tid = $2',
      values: [delta, tid],
    });
    await client.query({
      name: 'tpcb_branch',
      text: 'update pgbench_branches set bbalance = bbalance + $1 where bid = 1',
      values: [delta],
    });
    await client.query({
      name: 'tpcb_history',
      text: 'insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, 1, $2, $3, current_timestamp)',
      values: [tid, aid, delta],
    });
    await client.query('commit');
    return read.rows[0]?.abalance ?? 0;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    transaction().then(
      (balance) => {
        const body = JSON.stringify({ balance });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void pool.end().then(() => process.exit(0)));
});
