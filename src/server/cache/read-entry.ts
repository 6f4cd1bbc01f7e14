import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/** Below this a gzip body is not worth it (the compress middleware's own threshold). */
const GZIP_THRESHOLD = 1024;
/** Left out of a stored answer: they describe one transfer of its body, not the answer. */
const PER_TRANSFER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);
/** What a 304 leaves out: it has no body. */
const BODY_HEADERS = new Set(['content-type']);

/** `rawHeaders`: the same headers as a flat name, value list, which node:http writes without copying them first. */
type Variant = { headers: Record<string, string>; rawHeaders: readonly string[]; body: Buffer };

const flat = (headers: Record<string, string>): string[] => Object.entries(headers).flat();

/** A stored answer, ready to write: plain and gzip bodies with their complete header sets, and a 304. */
export type ReadEntry = {
  status: number;
  etag: string | null;
  /** Time (ms) after which it must not be served: the session token's expiry for private reads. */
  expiresAt: number;
  plain: Variant;
  gzip: Variant | null;
  notModified: Pick<Variant, 'headers' | 'rawHeaders'> | null;
  bytes: number;
};

const variant = (headers: Record<string, string>, body: Buffer): Variant => ({
  headers,
  rawHeaders: flat(headers),
  body,
});

async function plainBody(response: Response): Promise<Buffer> {
  const raw = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}

/**
 * Turns the app's complete answer (after every middleware: security headers, CORS, compression) into an
 * entry. A public read gets a validator and a short shared lifetime, so browsers revalidate cheaply.
 */
export async function readEntryOf(
  response: Response,
  options: { scope: 'public' | 'private'; expiresAt: number; publicMaxAge: number },
): Promise<ReadEntry> {
  const body = await plainBody(response);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_TRANSFER.has(name)) headers[name] = value;
  });
  let etag: string | null = null;
  if (options.scope === 'public') {
    etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    headers.etag = etag;
    headers['cache-control'] = `public, max-age=${options.publicMaxAge}`;
  }
  const gzip = body.length >= GZIP_THRESHOLD ? gzipSync(body) : null;
  if (gzip && !/accept-encoding/i.test(headers.vary ?? '')) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  const notModified: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!BODY_HEADERS.has(name)) notModified[name] = value;
  return {
    status: response.status,
    etag,
    expiresAt: options.expiresAt,
    plain: variant({ ...headers, 'content-length': String(body.length) }, body),
    gzip: gzip && variant({ ...headers, 'content-encoding': 'gzip', 'content-length': String(gzip.length) }, gzip),
    notModified: etag ? { headers: notModified, rawHeaders: flat(notModified) } : null,
    bytes: body.length + (gzip?.length ?? 0) + 2048,
  };
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding?.includes('gzip')) return false;
  return !/(^|,)\s*gzip\s*;\s*q=0(\.0*)?\s*(,|$)/i.test(acceptEncoding);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = weak(etag);
  return ifNoneMatch.split(',').some((tag) => weak(tag) === mine);
}

/** What to send for `entry` to a request with these headers: 304, gzip or plain. */
export function answerFrom(
  entry: ReadEntry,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): Pick<Variant, 'headers' | 'rawHeaders'> & { status: number; body: Buffer | null } {
  if (entry.etag && entry.notModified && matchesEtag(request.ifNoneMatch, entry.etag)) {
    return { status: 304, ...entry.notModified, body: null };
  }
  const chosen = entry.gzip && acceptsGzip(request.acceptEncoding) ? entry.gzip : entry.plain;
  return { status: entry.status, ...chosen };
}
