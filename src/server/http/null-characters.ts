/** PostgreSQL text cannot hold U+0000, so such input must be refused as bad input, not fail in the database. */
export const NULL_CHARACTER_MESSAGE = 'Text must not contain null characters';

/**
 * The path of the first string (or key) in `value` that contains U+0000, or null when there is none.
 * Walks with its own stack: a body nested thousands deep must not overflow the call stack.
 */
export function findNullCharacter(value: unknown): string[] | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path;
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        if (key.includes('\u0000')) return [...next.path, key];
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return null;
}
