import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from '../../src/server/auth/password';

describe('password hashes', () => {
  it('round-trips: the right password verifies, a wrong one does not', async () => {
    const stored = await hashPassword('correct horse battery');
    // scrypt at N=2^17, r=8, p=1 (128 MiB per hash) unless a cost is given.
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so one password gives two different hashes that both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('same-password', b)).toBe(true);
  });

  it('verifies with the parameters stored in the hash, so costs can change later', async () => {
    const stored = await hashPassword('password123');
    const parts = stored.split('$');
    expect(parts[1]).toBe('131072');
    // The same key with a different stored cost must not verify: the cost is part of the derivation.
    const lowered = ['scrypt', '16384', ...parts.slice(2)].join('$');
    expect(await verifyPassword('password123', lowered)).toBe(false);
  });

  it('still verifies hashes made with the earlier cost (N=2^15), and says they need rehashing', async () => {
    const earlier = await hashPassword('password123', { N: 2 ** 15, r: 8, p: 1 });
    expect(earlier).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('password123', earlier)).toBe(true);
    expect(await verifyPassword('password124', earlier)).toBe(false);
    expect(needsRehash(earlier, PASSWORD_COST)).toBe(true);
    expect(needsRehash(earlier, { N: 2 ** 15, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(await hashPassword('password123'), PASSWORD_COST)).toBe(false);
    expect(needsRehash('not-a-hash', PASSWORD_COST)).toBe(true);
  });

  it('treats malformed stored hashes as a mismatch, never an exception', async () => {
    const good = await hashPassword('password123');
    const [, , r, p, salt, key] = good.split('$');
    const malformed = [
      '',
      'password123',
      'bcrypt$2b$10$abc',
      good.slice(0, -10),
      `scrypt$32768$${r}$${p}$${salt}`,
      `scrypt$32768$${r}$${p}$${salt}$${key}$extra`,
      `argon2$32768$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`, // cost beyond the bound
      `scrypt$32768$0$${p}$${salt}$${key}`,
      `scrypt$32768$${r}$-1$${salt}$${key}`,
      `scrypt$abc$${r}$${p}$${salt}$${key}`,
      `scrypt$32768$${r}$${p}$$${key}`,
      `scrypt$32768$${r}$${p}$${salt}$`,
    ];
    for (const stored of malformed) {
      await expect(verifyPassword('password123', stored), stored).resolves.toBe(false);
    }
  });

  it('accepts long and non-ASCII passwords', async () => {
    const long = 'ä'.repeat(200);
    const stored = await hashPassword(long);
    expect(await verifyPassword(long, stored)).toBe(true);
    expect(await verifyPassword('ä'.repeat(199), stored)).toBe(false);
  });
});
