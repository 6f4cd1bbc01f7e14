import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify, type ToastType } from '@web/lib/notify';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

async function renderHome() {
  mockApi({});
  const view = renderApp('/');
  await screen.findByRole('heading', { name: 'Welcome to ClipMandi' });
  return view;
}

const toastOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-toast-type]');

describe('toasts (docs/product.md#messages-and-constants)', () => {
  it('colours each type: success green, error red, warning yellow, info blue', async () => {
    await renderHome();
    const types: [ToastType, string][] = [
      ['success', 'green'],
      ['error', 'red'],
      ['warning', 'yellow'],
      ['info', 'blue'],
    ];
    act(() => {
      for (const [type] of types) notify(`a ${type} toast`, type);
    });
    for (const [type, colour] of types) {
      await screen.findByText(`a ${type} toast`);
      expect(toastOf(`a ${type} toast`)?.getAttribute('style')).toContain(`--mantine-color-${colour}-filled`);
    }
  });

  it('closes after 3000 ms by default; 0 or less stays until clicked', async () => {
    await renderHome();
    // The clock is moved, not waited on: still there just before 3000 ms, gone once it and the exit animation passed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      act(() => {
        notify('goes away', 'info');
        notify('stays', 'warning', 0);
        notify('stays too', 'error', -1);
      });
      act(() => vi.advanceTimersByTime(10));
      expect(screen.queryByText('goes away')).not.toBeNull();
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.queryByText('goes away')).not.toBeNull();
      for (let step = 0; step < 11; step++) act(() => vi.advanceTimersByTime(100));
      expect(screen.queryByText('goes away')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(screen.queryByText('stays')).not.toBeNull();
    expect(screen.queryByText('stays too')).not.toBeNull();

    const toast = toastOf('stays');
    if (!toast) throw new Error('toast not found');
    fireEvent.click(toast);
    await waitFor(() => expect(screen.queryByText('stays')).toBeNull());
    expect(screen.queryByText('stays too')).not.toBeNull();
  });

  it('shows a text once while it is still showing; a different type or a later one shows again', async () => {
    await renderHome();
    let ids: string[] = [];
    act(() => {
      ids = [
        notify('Failed to load', 'error', 0),
        notify('Failed to load', 'error', 0),
        notify('Failed to load', 'warning', 0),
      ];
    });
    await screen.findAllByText('Failed to load');
    expect(screen.getAllByText('Failed to load')).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    for (const toast of screen.getAllByText('Failed to load')) fireEvent.click(toast);
    await waitFor(() => expect(screen.queryByText('Failed to load')).toBeNull());
    act(() => {
      notify('Failed to load', 'error', 0);
    });
    expect(await screen.findByText('Failed to load')).toBeTruthy();
  });
});
