/**
 * Every console.error and console.warn a web test causes (React's act() and key warnings, a failed prop type,
 * an error thrown while rendering): tests/web/setup.ts fails the test that caused any. Still printed as they
 * happen. Not counted, as they are the framework reporting what a test provoked or what happy-dom lacks:
 */
const EXPECTED = [
  // A screen's data failing to load is caught by the route's error boundary, which shows the screen's message
  // with Try Again; React and TanStack Router log it in development builds.
  /The above error occurred in the <MatchInnerImpl> component/,
  /^Warning: Error in route match: /,
  // happy-dom lays nothing out, so a chart's container measures 0 by 0.
  /^The width\(0\) and height\(0\) of chart should be greater than 0/,
];

const problems: string[] = [];

for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (!EXPECTED.some((pattern) => pattern.test(text))) problems.push(`console.${level}: ${text}`);
    original(...args);
  };
}

/** What was written since the last call, and forgets it. */
export function takeConsoleProblems(): string[] {
  return problems.splice(0, problems.length);
}
