import { Fragment, type ReactNode } from 'react';
import type { MessageValues, WebMessageKey } from '@messages/keys';
import { t } from '../lib/i18n';

/** What each numbered tag of a message becomes: `<0>terms</0>` with `{ 0: (words) => <Anchor>{words}</Anchor> }`. */
export type MessageTags = Record<number, (children: ReactNode) => ReactNode>;

/**
 * A message with parts marked up, `Read the <0>terms</0>`: a translator moves the tags with the words they wrap
 * (Hindi puts them elsewhere in the sentence), so a link or a bold word is never split out of its sentence.
 */
export function RichMessage({ id, values, tags }: { id: WebMessageKey; values?: MessageValues; tags: MessageTags }) {
  const parts = t(id, values).split(/<(\d+)>(.*?)<\/\1>/s);
  // split() with two groups: text, tag number, tag's words, text, ...
  const nodes: ReactNode[] = [];
  for (let at = 0; at < parts.length; at += 3) {
    if (parts[at]) nodes.push(parts[at]);
    const tag = parts[at + 1];
    if (tag !== undefined) nodes.push(tags[Number(tag)]?.(parts[at + 2]) ?? parts[at + 2]);
  }
  return (
    <>
      {nodes.map((node, index) => (
        <Fragment key={index}>{node}</Fragment>
      ))}
    </>
  );
}
