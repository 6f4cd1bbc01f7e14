/**
 * Every console.error and console.warn a web test causes (React's act() and key warnings, a failed prop type,
 * a caught render error): tests/web/setup.ts fails the test that caused any. Still printed as they happen.
 */
const problems: string[] = [];

for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    problems.push(
      `console.${level}: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`,
    );
    original(...args);
  };
}

/** What was written since the last call, and forgets it. */
export function takeConsoleProblems(): string[] {
  return problems.splice(0, problems.length);
}
