import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '@web/lib/use-hydrated';

function SubmitButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Sign In
    </button>
  );
}

describe('useHydrated', () => {
  it('keeps a server-rendered submit button disabled until hydration attaches the handlers, then enables it', async () => {
    const html = renderToString(<SubmitButton />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <SubmitButton />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    container.remove();
  });
});
