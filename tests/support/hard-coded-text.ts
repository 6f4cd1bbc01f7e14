import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Words a person reads that are written in a screen's code rather than taken from the message catalogue
 * (docs/languages.md): text between JSX tags, a prose attribute (a label, a placeholder, a title...), or a string that
 * reads as a sentence (a capital, then words). Names that are the same in every language (the product's, the
 * platforms') may stand alone.
 */
export type HardCodedText = { file: string; line: number; text: string };

const ROOT = join(import.meta.dirname, '../..');

/** Attributes a person reads (or hears, from a screen reader). */
const PROSE_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
  'confirmLabel',
  'cancelLabel',
  'heading',
  'emptyText',
  'hint',
]);
/** Attributes that hold code, never words. */
const CODE_ATTRIBUTES =
  /^(className|style|href|to|src|type|variant|size|color|c|fw|ta|tt|id|name|key|role|rel|target|mode|autoComplete|inputMode|data-.*|aria-(controls|labelledby|describedby|live|haspopup|current)|pattern|accept|justify|align|gap|p|px|py|m|mt|mb|ml|mr|w|h|maw|miw|radius|shadow|lang|dir|method|as|sizes|media|form|component|position|orientation|wrap|display|fz|lh|span|cols|order|ff|bg|bd)$/;
/** Names the same in every language: the product's and the platforms'. */
const NAMES =
  /^(Bearer \{\}|ClipMandi|YouTube|Instagram|UPI|UPI ID|Razorpay|RazorpayX|Google|English|हिन्दी|₹|[\s\d\W]+)$/u;
const SENTENCE = /^[A-Z][a-zA-Z'’]*[,:]?( +[\w'’(),.:;!?%₹/-]+)+[.!?:]?$/;

function walk(file: string, source: string): HardCodedText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedText[] = [];
  const lines = source.split('\n');
  const report = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    // `// not words: <why>` on the line or the one above marks code that only looks like words (a CSS value...).
    if (/\/\/ not words\b/.test(`${lines[line - 2] ?? ''}\n${lines[line - 1] ?? ''}`)) return;
    found.push({ file, line, text: text.trim() });
  };
  const attributeOf = (node: ts.Node): string | undefined => {
    let at: ts.Node | undefined = node.parent;
    while (
      at &&
      (ts.isJsxExpression(at) ||
        ts.isConditionalExpression(at) ||
        ts.isBinaryExpression(at) ||
        ts.isParenthesizedExpression(at))
    )
      at = at.parent;
    return at && ts.isJsxAttribute(at) ? at.name.getText(sf) : undefined;
  };
  const ignored = (node: ts.Node): boolean => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isTypeNode(at)) return true;
      if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText(sf))) return true;
      if (ts.isCallExpression(at) && /^(console\.\w+|t|logger\.\w+)$/.test(at.expression.getText(sf))) return true;
      if (ts.isCallExpression(at) || ts.isJsxElement(at) || ts.isBlock(at)) return false;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText(sf).trim();
      if (/\p{L}/u.test(text) && !NAMES.test(text)) report(node, text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}')
        : node.text;
      const attribute = attributeOf(node);
      if (attribute && CODE_ATTRIBUTES.test(attribute)) return;
      if (ignored(node)) return;
      const prose =
        attribute && PROSE_ATTRIBUTES.has(attribute) ? /\p{L}/u.test(text) : SENTENCE.test(text.replace(/\{\}/g, 'x'));
      if (prose && !NAMES.test(text)) report(node, text);
      if (ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every hard-coded text in the web app's screens and their helpers (src/web, but the build tools). */
export function findHardCodedText(under = 'src/web'): HardCodedText[] {
  const files = readdirSync(join(ROOT, under), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
    .map((file) => join(under, file))
    .filter((file) => !file.startsWith(join('src/web', 'build')));
  return files.flatMap((file) => walk(relative(ROOT, join(ROOT, file)), readFileSync(join(ROOT, file), 'utf8')));
}

/** The same check on one piece of code (tests of the check itself). */
export const findHardCodedTextIn = (source: string): HardCodedText[] => walk('planted.tsx', source);

// `node --import tsx tests/support/hard-coded-text.ts [folder]`: what is left to move into the catalogue.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const found = findHardCodedText(process.argv[2]);
  for (const { file, line, text } of found) console.log(`${file}:${line}: ${text}`);
  console.log(`${found.length} hard-coded texts`);
}
