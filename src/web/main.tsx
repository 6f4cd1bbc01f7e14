// Mantine's global styles and the theme's variables; each component's own stylesheet comes with the component
// (src/web/build/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import 'virtual:mantine-theme-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { hasStoredSession } from './lib/session';
import { startApp } from './start-app';

async function main() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Checking a stored session needs the user schema: only a returning signed-in visitor waits for that chunk,
  // so the nav bar shows who is signed in from the first paint.
  const storedSession = hasStoredSession() ? (await import('./lib/stored-session')).readStoredSession() : null;
  const { router } = startApp({ storedSession });
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void main();
