/**
 * Why text cannot be stored: PostgreSQL text cannot hold U+0000, so such input must be refused as bad input, not fail
 * in the database; nor half of a UTF-16 surrogate pair (no UTF-8 encodes it): the embedded database fails on one.
 */
export type TextProblem = 'nullCharacter' | 'halfCharacter';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored, or null when it can. */
function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nullCharacter';
  return LONE_SURROGATE.test(text) ? 'halfCharacter' : null;
}

// A path is shown to people: a body nested thousands deep or a huge key must not make a huge message.
const MAX_SEGMENT = 40;
const MAX_HEAD = 60;
const MAX_TAIL = 40;
const ELLIPSIS = '…';

function shortSegment(key: string): string {
  // A key can itself hold the null character; show it escaped rather than echo it.
  const segment = key.replaceAll('\u0000', '\\u0000');
  return segment.length > MAX_SEGMENT ? `${segment.slice(0, MAX_SEGMENT)}${ELLIPSIS}` : segment;
}

/** The path with long keys cut and, when still long, its middle replaced by '…' (joined with '.', it stays short). */
export function shortenPath(path: readonly string[]): string[] {
  const segments = path.map(shortSegment);
  if (segments.join('.').length <= MAX_HEAD + MAX_TAIL) return segments;
  const head: string[] = [];
  let headLength = 0;
  for (const segment of segments) {
    if (headLength + segment.length + 1 > MAX_HEAD) break;
    head.push(segment);
    headLength += segment.length + 1;
  }
  const tail: string[] = [];
  let tailLength = 0;
  for (let i = segments.length - 1; i >= head.length; i--) {
    const segment = segments[i] ?? '';
    if (tailLength + segment.length + 1 > MAX_TAIL) break;
    tail.unshift(segment);
    tailLength += segment.length + 1;
  }
  return [...head, ELLIPSIS, ...tail];
}

type Pending = { value: unknown; key: string; depth: number };

/**
 * The path (shortened, see shortenPath) of the first string (or key) in `value` that cannot be stored (U+0000 or a
 * lone surrogate), with the problem, or null when there is none. Walks with its own stack, so a body nested thousands deep cannot overflow the call stack,
 * and keeps one shared path that it trims and extends, so the walk stays linear in the size of the body.
 */
export function findUnstorableText(value: unknown): { path: string[]; problem: TextProblem } | null {
  const path: string[] = [];
  const pending: Pending[] = [{ value, key: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    // `depth` is the length of this value's path: drop the segments of the branch walked before, add its key.
    path.length = Math.max(next.depth - 1, 0);
    if (next.depth > 0) path.push(next.key);
    if (typeof next.value === 'string') {
      const problem = textProblem(next.value);
      if (problem) return { path: shortenPath(path), problem };
    } else if (typeof next.value === 'object' && next.value !== null) {
      const entries = Object.entries(next.value);
      for (const [key] of entries) {
        const problem = textProblem(key);
        if (problem) return { path: shortenPath([...path, key]), problem };
      }
      // Pushed last to first, so the walk meets them in the order of the body.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] ?? ['', undefined];
        pending.push({ value: item, key, depth: next.depth + 1 });
      }
    }
  }
  return null;
}
