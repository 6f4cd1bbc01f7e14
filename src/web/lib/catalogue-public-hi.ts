import type { Messages } from '@lingui/core';

// The Hindi words of the screens anyone may open (discover, a campaign, sign-in and sign-up, the pages) and of what every
// screen shares: loaded with the first screen past the landing page (lib/i18n.ts). tests/unit/public-words.test.ts
// checks the public screens read no other file.
const areas = import.meta.glob<Messages>(
  [
    '/messages/hi/common.json',
    '/messages/hi/validation.json',
    '/messages/hi/campaigns.json',
    '/messages/hi/auth.json',
    '/messages/hi/pages.json',
  ],
  { eager: true, import: 'default' },
);

export const messages: Messages = Object.assign({}, ...Object.values(areas));
