import { screen, waitFor } from '@testing-library/react';

/** A screen's button once the screen has loaded: its placeholder (the route's pendingComponent) draws it disabled. */
export function enabledButton(name: string) {
  return waitFor(
    () => {
      const button = screen.getByRole<HTMLButtonElement>('button', { name });
      if (button.disabled) throw new Error(`'${name}' is still the placeholder's`);
      return button;
    },
    { timeout: 10_000 },
  );
}
