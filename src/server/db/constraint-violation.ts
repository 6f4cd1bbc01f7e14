/** True when `err` (or the driver error drizzle wraps in `cause`) has SQLSTATE `code` on `constraint`. */
function violates(err: unknown, code: string, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code: found, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (found === code) return name === undefined || name === constraint;
  }
  return false;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (err: unknown, constraint: string) => violates(err, '23505', constraint);

/** A check constraint refused the row (23514). */
export const isCheckViolation = (err: unknown, constraint: string) => violates(err, '23514', constraint);
