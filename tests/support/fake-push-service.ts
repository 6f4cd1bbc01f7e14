import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer } from 'node:https';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A local push service over HTTPS, as browsers' push services answer the Web Push protocol (RFC 8030, with VAPID, RFC 8292,
 * and aes128gcm message encryption, RFC 8291): POST /push/<device> with `Authorization: vapid t=<JWT>, k=<key>`,
 * `Content-Encoding: aes128gcm` and `TTL`; 201 Created when taken, 400/401 when a header is wrong, 410 Gone for a
 * device told to be gone. Tests make devices (a browser's keys), and read what reached each one, decrypted with the
 * device's private key as the browser would.
 */

export type PushedMessage = { device: string; ttl: number; audience: string; subject: string; payload: unknown };

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: the one-record aes128gcm body, decrypted with the device's keys. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(device.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record's data ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID JWT's claims when its ES256 signature verifies with the key `k` it came with, else null. */
function vapidClaims(header: string | undefined): { aud: string; sub: string; exp: number } | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return null;
  const [head = '', claims = '', signature = ''] = match[1].split('.');
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) return null;
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${claims}`);
  const ok = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) return null;
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
}

export async function startFakePushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  const received: PushedMessage[] = [];
  const refusals: { device: string; status: number; reason: string }[] = [];
  let origin = '';

  function refuse(res: ServerResponse, device: string, status: number, reason: string) {
    refusals.push({ device, status, reason });
    res.writeHead(status, { 'Content-Type': 'text/plain' }).end(reason);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const device = devices.get(name);
    if (req.method !== 'POST' || !device) return refuse(res, name, 404, 'No such subscription');
    if (device.gone) return refuse(res, name, 410, 'push subscription has unsubscribed or expired.');
    const claims = vapidClaims(req.headers.authorization);
    if (!claims) return refuse(res, name, 401, 'Invalid VAPID authorization');
    if (
      claims.aud !== origin ||
      !claims.sub ||
      claims.exp * 1000 < Date.now() ||
      claims.exp > Date.now() / 1000 + 86_400
    )
      return refuse(res, name, 403, 'VAPID claims do not fit this push service');
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(res, name, 415, 'Unsupported encoding');
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(res, name, 400, 'TTL header required');
    const text = decrypt(Buffer.concat(chunks), device);
    received.push({ device: name, ttl, audience: claims.aud, subject: claims.sub, payload: JSON.parse(text) });
    res.writeHead(201, { Location: `${origin}/message/${received.length}` }).end();
  }

  // Push services speak HTTPS only (web-push sends nothing else): a certificate of its own, trusted by `agent`.
  const tls = (file: string) => readFileSync(join(import.meta.dirname, 'tls', file));
  const cert = tls('push-service.crt');
  const server = createServer({ key: tls('push-service.key'), cert }, (req, res) => {
    handle(req, res).catch((error: unknown) => refuse(res, '', 400, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** What the sender must send with to trust this service's certificate. */
    agent: new Agent({ ca: cert }),
    received,
    refusals,
    /** A browser's subscription to this service: what PushSubscription.toJSON() gives. */
    newDevice(name = b64url(randomBytes(9))) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, gone: false });
      return { endpoint: `${origin}/push/${name}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    /** The device unsubscribed or expired: the service answers 410 Gone from now on. */
    gone(name: string) {
      const device = devices.get(name);
      if (device) device.gone = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
