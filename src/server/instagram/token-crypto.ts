import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Provider tokens at rest (docs/trust.md#instagram): AES-256-GCM under TOKEN_ENCRYPTION_KEY (32 bytes written as 64
 * hex characters). A stored token is `v1.<iv>.<tag>.<ciphertext>` (base64url): a fresh 12-byte IV each time, and the
 * tag makes a token altered in the database fail to open rather than open as something else.
 */
const VERSION = 'v1';
const KEY_HEX = /^[0-9a-fA-F]{64}$/;

export type TokenBox = { seal(token: string): string; open(sealed: string): string };

export const TOKEN_KEY_MESSAGE = 'TOKEN_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters';

export function tokenBox(keyHex: string): TokenBox {
  if (!KEY_HEX.test(keyHex)) throw new Error(TOKEN_KEY_MESSAGE);
  const key = Buffer.from(keyHex, 'hex');
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
