import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadAppMessages } from '@web/lib/i18n';
import { takeConsoleProblems } from './console-problems';

// happy-dom has no document.fonts, which Mantine's autosize Textarea listens to; browsers all have it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// Dates follow the reader's browser language (src/web/lib/format.ts); these tests read as someone in India
// (happy-dom says en-US).
Object.defineProperty(navigator, 'languages', { value: ['en-IN'], configurable: true });

// findBy / waitFor wait up to 3 s (1 s by default): a screen's first render in a file also waits for vitest to
// transform its lazily loaded chunk (the dashboards' now include charts and live updates), which takes about a
// second on this 2-core machine and more under load. A test that fails still fails, 2 s later.
configure({ asyncUtilTimeout: 3000 });

// Components rendered on their own (not through a route, which loads them) read every screen's English words.
await loadAppMessages();

beforeEach(() => {
  takeConsoleProblems();
});

// Each test starts signed out, with the real fetch back and no leftover DOM; one that wrote a console error or
// warning fails.
afterEach(() => {
  const problems = takeConsoleProblems();
  cleanup();
  notifications.clean(); // the toast store outlives a render
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (problems.length > 0) throw new Error(`The test wrote to the console:\n${problems.join('\n')}`);
});
