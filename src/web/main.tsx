// Mantine's global styles and the theme's variables; each component's own stylesheet comes with the component
// (src/web/build/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import 'virtual:mantine-theme-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './lib/register-service-worker';
import { activateLanguage, loadAppMessages, pageLocale } from './lib/i18n';
import { hasStoredSession } from './lib/session';
import { startApp } from './start-app';

// Every API call's schemas (the route table, lib/api-client.ts) load when the visitor first touches, types or focuses
// anything, rather than during the first paint, so the call behind a first click rarely waits for them.
function loadRouteTableOnFirstUse() {
  const load = () => void import('./lib/api-client').then((client) => client.loadRouteTable());
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, load, { once: true, capture: true, passive: true });
}

/**
 * Renders nothing; reports the commit it is part of (the whole page, drawn or taken over) once that commit's effects
 * have run (its last sibling's run last): what boot.ts then hands over must come after them (the menu's effect that
 * closes it on a new page would close it again).
 */
function OnDrawn({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** Resolves once React has drawn the page, or taken over the server's drawing of it. */
async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Checking a stored session needs the user schema: only a returning signed-in visitor waits for that chunk,
  // so the nav bar shows who is signed in from the first paint.
  // The page's language (the server chose it, lib/i18n.ts); a signed-in person's menus use the app's words too.
  await activateLanguage(pageLocale());
  const storedSession = hasStoredSession() ? (await import('./lib/stored-session')).readStoredSession() : null;
  if (storedSession) await loadAppMessages();
  const { router } = startApp({ storedSession });
  let drawn = () => {};
  const whenDrawn = new Promise<void>((resolve) => (drawn = resolve));
  const app = (
    <StrictMode>
      <App router={router} />
      <OnDrawn done={drawn} />
    </StrictMode>
  );
  // A public page comes with its markup, rendered signed out: a signed-out visitor's browser takes it over as it
  // is (its screen's chunk and data first, so the first render matches it); anyone else's renders the page anew.
  if (root.firstElementChild && !storedSession) {
    const pageData = document.getElementById('page-data');
    if (pageData) await (await import('./lib/page-data')).startFromPageData(pageData);
    await router.load();
    // As TanStack Router's own SSR client does: the server rendered the matches without the root's Suspense
    // boundary, so the browser's first render must leave it out too.
    router.ssr = { manifest: undefined };
    // At a transition's priority React takes the page over in slices of a few milliseconds, yielding to the browser
    // between them, rather than in one long task that holds up a slow phone (the page is drawn already; a click on
    // it meanwhile makes React finish at once and then handles it).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
  return whenDrawn;
}

loadRouteTableOnFirstUse();
// For boot.ts, which then hands over what a visitor did to a server-drawn page before the app had taken it over.
void main().then(() => {
  document.dispatchEvent(new Event('clipmandi:app-drawn'));
  registerServiceWorker();
});
