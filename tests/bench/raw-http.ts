import { createServer } from 'node:http';

/**
 * The yardstick: the least a Node HTTP server can do on this machine (node:http answering a small JSON body),
 * in its own process like the app. The bench reports every read's throughput as a fraction of this one's.
 * Prints `{"port":N}` once listening; stops on SIGTERM.
 */
const body = Buffer.from(JSON.stringify({ message: 'hello' }));
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
