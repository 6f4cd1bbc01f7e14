import { inEnglish, words } from '../i18n/catalogue';

/**
 * The note on a pending clip its campaign's deletion rejected: written by the server, not a person, so it is said in
 * the reader's language (docs/languages.md "Stored texts"), old rows included (the English is always this text).
 */
export const CAMPAIGN_DELETED_NOTE = words('campaignDeletedNote');
export const CAMPAIGN_DELETED_NOTE_TEXT = inEnglish(CAMPAIGN_DELETED_NOTE);
