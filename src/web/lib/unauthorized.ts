let handler: () => void = () => {
  if (globalThis.location.pathname !== '/login') globalThis.location.assign('/login');
};

/** The app hands over a router navigation here (to /login unless already there), so a 401 does not reload the page. */
export function setUnauthorizedHandler(next: () => void) {
  handler = next;
}

/** What the api client does after a call's 401 has ended the session. */
export function onUnauthorized() {
  handler();
}
