/**
 * validateSearch of a screen whose filters live in the address: keeps the named parameters that are text and drops
 * the rest. The screen's own chunk checks their values with its zod schema (so the shell carries no zod).
 */
export function searchStrings<Key extends string>(...keys: Key[]) {
  return (raw: Record<string, unknown>): Partial<Record<Key, string>> => {
    const kept: Partial<Record<Key, string>> = {};
    for (const key of keys) {
      const value = raw[key];
      if (typeof value === 'string') kept[key] = value;
    }
    return kept;
  };
}
