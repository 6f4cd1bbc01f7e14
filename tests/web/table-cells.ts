import { within } from '@testing-library/react';

/**
 * What a screen reader reads in each cell of a row: its text without the aria-hidden label a stacked table shows
 * before the value on a narrow screen (components/stacked-table.tsx).
 */
export function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent ?? '')
        .join(''),
    );
}
