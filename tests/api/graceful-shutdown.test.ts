import { request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { authResponse } from '../../schemas/auth';
import { callOver, startServerProcess } from './server-process';

/**
 * SIGTERM while a request is in flight: the server stops accepting, answers that request, stops the scheduler,
 * closes the database and exits 0. The request is a login whose body the client holds back: `Expect:
 * 100-continue` makes the server say (100 Continue) that it took the request before the body is sent.
 */

type Held = { sendBody: () => void; answer: Promise<{ status: number; body: string }> };

/** A POST whose headers are sent and acknowledged (100 Continue) and whose body waits for `sendBody`. */
function heldPost(url: string, path: string, body: unknown): Promise<Held> {
  const text = JSON.stringify(body);
  return new Promise((resolveHeld, rejectHeld) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), Expect: '100-continue' },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res: IncomingMessage) => {
        let received = '';
        res.on('data', (chunk: Buffer) => (received += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: received }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    req.on('error', rejectHeld);
    req.on('continue', () => resolveHeld({ sendBody: () => req.end(text), answer }));
    req.flushHeaders();
  });
}

/** Resolves once the server no longer accepts connections (its listening socket is closed). */
async function refusedConnections(url: string) {
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      await fetch(`${url}/api/health`, { headers: { Connection: 'close' } });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The server still accepts connections after SIGTERM');
}

describe('graceful shutdown', () => {
  it('finishes a request in flight at SIGTERM with 200, then exits 0', { timeout: 120_000 }, async () => {
    const server = await startServerProcess({});
    try {
      const person = { name: 'Slow Sender', email: 'slow.sender@example.com', password: 'password123', role: 'user' };
      await callOver(server.url, 'signup', { body: person }, 201);

      const held = await heldPost(server.url, '/api/auth/login', { email: person.email, password: person.password });
      const stopping = server.stop();
      await refusedConnections(server.url);
      held.sendBody();

      const answer = await held.answer;
      expect(answer.status, answer.body).toBe(200);
      expect(authResponse.parse(JSON.parse(answer.body)).user.email).toBe(person.email);

      await stopping;
      expect(server.exitCode(), server.output()).toBe(0);
      const lines = server.output().split('\n');
      const shuttingDown = lines.findIndex((line) => line.includes('Shutting down: finishing the requests in flight'));
      const login = lines.findIndex((line) => line.includes('"route":"/api/auth/login","status":200'));
      const shutDown = lines.findIndex((line) => line.includes('"msg":"Shut down"'));
      expect(shuttingDown, server.output()).toBeGreaterThan(-1);
      // The login was answered after the signal, and the process finished its shutdown after that.
      expect(login).toBeGreaterThan(shuttingDown);
      expect(shutDown).toBeGreaterThan(login);
    } finally {
      await server.stop();
    }
  });
});
