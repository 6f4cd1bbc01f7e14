import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeAgo } from '@web/components/time-ago';

const SUBMITTED = '2026-11-23T09:30:00.000Z';
const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('TimeAgo', () => {
  afterEach(() => vi.useRealTimers());

  it('shows how long ago in words, the exact date and time in its tooltip, and moves on as time passes', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<TimeAgo iso={SUBMITTED} />);
    const time = screen.getByText('2 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(SUBMITTED);
    // The reader's locale (en-IN in these tests) and the machine's time zone.
    expect(time.getAttribute('title')).toBe(
      new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(SUBMITTED)),
    );
    await act(async () => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(screen.getByText('3 hours ago')).toBeTruthy();
  });

  it('a moment slightly ahead of this clock is "now", not in the future', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    render(<TimeAgo iso={new Date(NOW.getTime() + 3000).toISOString()} />);
    expect(screen.getByText('now')).toBeTruthy();
  });

  it('renders a fixed date on the server, hydrates it without a mismatch, then says how long ago', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const html = renderToString(<TimeAgo iso={SUBMITTED} />);
    expect(html).toBe('<time dateTime="2026-11-23T09:30:00.000Z">23 Nov 2026</time>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <TimeAgo iso={SUBMITTED} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.textContent).toBe('2 hours ago');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
