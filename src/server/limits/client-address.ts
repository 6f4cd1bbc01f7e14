import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address, or null when there is no connection (a request made in-process, as in tests).
 * X-Forwarded-For is anyone's to write, so it counts only with TRUST_PROXY, and then only its last hop: the
 * address our own proxy saw (hops before it are whatever the client sent).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const last = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // No Node connection behind this request (Hono's app.request()).
    return null;
  }
}

/** The eight 16-bit groups of an IPv6 address that node:net accepts (an IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number);
    text = `${text.slice(0, ipv4Tail.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * Who an address's counts belong to. One IPv6 host is usually given a whole /64, so its addresses count as
 * one (else each guess could come from a new address); an IPv4-mapped IPv6 address is the IPv4 address it
 * maps. Anything else (a proxy's odd header value) counts as written.
 */
export function addressGroup(address: string): string {
  const bare = address.split('%')[0] ?? address; // a zone index (fe80::1%eth0) is not part of the address
  if (isIP(bare) === 4) return bare;
  if (isIP(bare) !== 6) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
