import { describe, expect, it } from 'vitest';
import { takeConsoleProblems } from './console-problems';

// setup.ts fails a web test that wrote a console error or warning; this checks what it sees.
describe('console problems', () => {
  it('collects console.error and console.warn, and forgets them once taken', () => {
    console.error('Warning: Each child in a list should have a unique "key" prop.');
    console.warn(new Error('a warning'));
    expect(takeConsoleProblems()).toEqual([
      'console.error: Warning: Each child in a list should have a unique "key" prop.',
      'console.warn: a warning',
    ]);
    expect(takeConsoleProblems()).toEqual([]);
  });
});
