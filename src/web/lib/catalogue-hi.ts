import type { Messages } from '@lingui/core';

// The Hindi words only signed-in screens read (docs/languages.md "The catalogues"): every file but the shell's (with the
// entry), the public screens' (catalogue-public-hi.ts) and the server's own; loaded with a signed-in reader's first screen.
const areas = import.meta.glob<Messages>(
  [
    '/messages/hi/*.json',
    '!**/shell.json',
    '!**/common.json',
    '!**/validation.json',
    '!**/campaigns.json',
    '!**/auth.json',
    '!**/pages.json',
    '!**/api.json',
    '!**/email.json',
  ],
  { eager: true, import: 'default' },
);

export const messages: Messages = Object.assign({}, ...Object.values(areas));
