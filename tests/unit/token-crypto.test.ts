import { describe, expect, it } from 'vitest';
import { tokenBox } from '../../src/server/instagram/token-crypto';

const KEY = 'a'.repeat(64);

describe('tokenBox', () => {
  it('seals a token so only the same key opens it, differently each time', () => {
    const box = tokenBox(KEY);
    const first = box.seal('IGQVJ-long-lived-token');
    const second = box.seal('IGQVJ-long-lived-token');
    expect(first).not.toBe(second);
    expect(first).not.toContain('IGQVJ');
    expect(box.open(first)).toBe('IGQVJ-long-lived-token');
    expect(() => tokenBox('b'.repeat(64)).open(first)).toThrow();
  });

  it('refuses a token altered at rest, and a key that is not 64 hex characters', () => {
    const box = tokenBox(KEY);
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    const body = parts[3] ?? '';
    const altered = [...parts.slice(0, 3), `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`].join('.');
    expect(() => box.open(altered)).toThrow();
    expect(() => box.open('plain-token')).toThrow('Not a sealed token');
    expect(() => tokenBox('short')).toThrow('TOKEN_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters');
  });
});
