import { listIn, RefusalInLanguage } from '../refusal-in-language';

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

/** "#a", "#a and @b", "#a, #b and @c". */
export const tagList = (tags: readonly string[]) =>
  tags.length < 2 ? (tags[0] ?? '') : `${tags.slice(0, -1).join(', ')} and ${tags.at(-1)}`;

/** The 422 for a video whose title and description lack required tags (listed in the caller's language). */
export const tagsMissing = (tags: readonly string[]) =>
  new RefusalInLanguage(422, 'tagsMissing', (locale) => ({ tags: listIn(locale, tags) }));

/** The 422 for a reel whose caption lacks required tags. */
export const captionTagsMissing = (tags: readonly string[]) =>
  new RefusalInLanguage(422, 'captionTagsMissing', (locale) => ({ tags: listIn(locale, tags) }));

/** The risk flag's reason when a measured video no longer carries what its campaign requires. */
export const tagsRemovedReason = (tags: readonly string[]) =>
  `The title and description no longer carry ${tagList(tags)}, which the campaign requires`;
