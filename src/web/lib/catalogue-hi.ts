import type { Messages } from '@lingui/core';

// Every Hindi catalogue file the screens read but the shell's (loaded with the entry) and the server's own: one chunk,
// fetched with the first screen past the landing page (lib/i18n.ts).
const areas = import.meta.glob<Messages>(['/messages/hi/*.json', '!**/shell.json', '!**/api.json', '!**/email.json'], {
  eager: true,
  import: 'default',
});

export const messages: Messages = Object.assign({}, ...Object.values(areas));
