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

  it("leaves out the router's report of a screen whose data failed to load, and happy-dom's empty charts", () => {
    console.warn('Warning: Error in route match: /discover/discover{}');
    console.warn('The width(0) and height(0) of chart should be greater than 0,');
    console.error('Warning: An update to App inside a test was not wrapped in act(...).');
    expect(takeConsoleProblems()).toEqual([
      'console.error: Warning: An update to App inside a test was not wrapped in act(...).',
    ]);
  });
});
