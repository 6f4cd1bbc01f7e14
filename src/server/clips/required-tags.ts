import { listIn } from '../i18n/catalogue';
import { RefusalInLanguage } from '../refusal-in-language';

/**
 * The hashtags and @mentions a campaign requires (docs/trust.md#required-tags), found in a video's title and
 * description: a tag counts when the text carries it whole (`#clipmandi` is not in `#clipmandifans`), in any case.
 */
const TAGS_IN_TEXT = /[#@][\p{L}\p{N}_.]+/gu;

const canonical = (tag: string) => tag.toLowerCase().replace(/\.+$/, '');

/** The required tags the text lacks, in the campaign's order and spelling. */
export function missingTags(required: readonly string[], text: string): string[] {
  if (required.length === 0) return [];
  const present = new Set([...text.matchAll(TAGS_IN_TEXT)].map(([tag]) => canonical(tag)));
  return required.filter((tag) => !present.has(canonical(tag)));
}

/** The 422 for a video whose title and description lack required tags (listed in the caller's language). */
export const tagsMissing = (tags: readonly string[]) =>
  new RefusalInLanguage(422, 'tagsMissing', (locale) => ({ tags: listIn(locale, tags) }));

/** The 422 for a reel whose caption lacks required tags. */
export const captionTagsMissing = (tags: readonly string[]) =>
  new RefusalInLanguage(422, 'captionTagsMissing', (locale) => ({ tags: listIn(locale, tags) }));
