import { startOnFirstUse } from './first-use';

/**
 * The script of a page the server drew (/, /discover, /campaign/:id, /login, /signup): src/server/render/public-pages.ts
 * puts it in place of the app's entry and names that entry in its `data-app-entry`. A signed-out visitor's page works
 * as it came: its text is there and its links load the next page. The app (main.tsx: React, the router, the screen)
 * loads and takes the page over on the visitor's first touch, key press or focus, so someone who only reads runs
 * nothing but this file, and a phone spends no time on JavaScript before the page can be read (docs/architecture.md).
 * A returning signed-in visitor's page starts at once: it is drawn anew for them.
 *
 * This file imports nothing the app has (the bundler would load the app's file with it), so the two names it shares
 * with main.tsx are written in both: the session's storage keys (lib/session.ts) and the event the app sends once it
 * has drawn the page.
 */
const APP_DRAWN = 'clipmandi:app-drawn';

const appEntry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;

/** Loads the app; resolves once it has taken the page over. */
function startApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    document.addEventListener(APP_DRAWN, () => resolve(), { once: true });
    if (!appEntry) reject(new Error('The page names no app entry'));
    else import(/* @vite-ignore */ appEntry).catch(reject);
  });
}

function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem('clipmandi.token') && localStorage.getItem('clipmandi.user'));
  } catch {
    return false;
  }
}

if (hasStoredSession()) void startApp().then(() => (document.documentElement.dataset.app = 'started'));
else startOnFirstUse(startApp);
