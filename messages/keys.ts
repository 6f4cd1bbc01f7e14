// Typed catalogue keys: the English files are the source (docs/languages.md); Hindi must have the same keys (a unit
// test checks). Type-only imports: no catalogue is bundled by importing this file.
import type admin from './en/admin.json';
import type api from './en/api.json';
import type auth from './en/auth.json';
import type campaigns from './en/campaigns.json';
import type channels from './en/channels.json';
import type clips from './en/clips.json';
import type common from './en/common.json';
import type dashboards from './en/dashboards.json';
import type email from './en/email.json';
import type ledger from './en/ledger.json';
import type pages from './en/pages.json';
import type settings from './en/settings.json';
import type shell from './en/shell.json';
import type validation from './en/validation.json';
import type wallet from './en/wallet.json';

/** What the first paint of / needs: loaded with the app's entry (src/web/lib/i18n.ts). */
export type ShellMessageKey = keyof typeof shell;

/** Every key the screens say. */
export type WebMessageKey =
  | ShellMessageKey
  | keyof typeof common
  | keyof typeof campaigns
  | keyof typeof clips
  | keyof typeof wallet
  | keyof typeof admin
  | keyof typeof auth
  | keyof typeof settings
  | keyof typeof channels
  | keyof typeof dashboards
  | keyof typeof pages
  | keyof typeof validation
  | keyof typeof ledger;

/** Every key: the screens' and what only the server says (its refusals, emails and notifications). */
export type MessageKey = WebMessageKey | keyof typeof api | keyof typeof email;

/** The values a message's `{name}` placeholders take: text as shown, or a number ICU formats. */
export type MessageValues = Record<string, string | number>;
