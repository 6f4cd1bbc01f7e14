import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test starts signed out, with the real fetch back and no leftover DOM.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
