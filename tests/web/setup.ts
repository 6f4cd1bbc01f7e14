import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom has no document.fonts, which Mantine's autosize Textarea listens to; browsers all have it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// Each test starts signed out, with the real fetch back and no leftover DOM.
afterEach(() => {
  cleanup();
  notifications.clean(); // the toast store outlives a render
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
