/**
 * Definition and example markup → a tree of safe rich-text nodes. The live service's
 * text carries a closed set of tags (`<xref>`, `<em>`, `<strong>`, `<internalXref>`,
 * `<ex>`, `<spn>`, the etymologies' `<ety>`, `<ets>`, `<er>` and a few more); those become
 * formatting. Anything else, `<script>`
 * and `<img onerror=…>` included, stays what it was: text, shown literally. Nothing
 * here ever becomes HTML: views render the nodes as elements and text.
 */

export type RichNode =
  | { kind: 'text'; text: string }
  | { kind: 'emphasis' | 'strong' | 'example' | 'plain'; children: RichNode[] }
  /** A reference to another word, which a view may let the user look up. */
  | { kind: 'word'; word: string; children: RichNode[] };

type ElementKind = Exclude<RichNode['kind'], 'text'>;

/** The tags the service uses, and what each becomes. */
const TAGS: Readonly<Record<string, ElementKind>> = {
  em: 'emphasis',
  i: 'emphasis',
  strong: 'strong',
  b: 'strong',
  ex: 'example',
  spn: 'plain',
  xref: 'word',
  internalxref: 'word',
  // Etymologies (`/etymologies`): the whole etymology, its source-language words, and
  // references to other entries.
  ety: 'plain',
  ets: 'emphasis',
  er: 'word',
};

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** `urlencoded="…"` of an `<internalXref>`: the word it points to. */
function targetOf(attributes: string): string | undefined {
  const encoded = /\burlencoded\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function textOf(nodes: readonly RichNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : textOf(node.children))).join('');
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s[^<>]*)?)>/g;

export function parseMarkup(markup: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: { tag: string; node: Extract<RichNode, { children: RichNode[] }>; target?: string }[] = [];
  const children = () => stack.at(-1)?.node.children ?? root;
  const pushText = (text: string) => {
    if (!text) return;
    const list = children();
    const last = list.at(-1);
    if (last?.kind === 'text') last.text += text;
    else list.push({ kind: 'text', text });
  };

  let at = 0;
  for (const match of markup.matchAll(TAG)) {
    const [whole, closing, rawName = '', attributes = ''] = match;
    const index = match.index ?? 0;
    pushText(decodeEntities(markup.slice(at, index)));
    at = index + whole.length;
    const name = rawName.toLowerCase();
    const kind = TAGS[name];
    if (!kind) {
      // Not one of ours: it is text, shown as the page sent it.
      pushText(whole);
      continue;
    }
    if (!closing) {
      const node = kind === 'word' ? { kind, word: '', children: [] } : { kind, children: [] };
      children().push(node as RichNode);
      stack.push({ tag: name, node: node as Extract<RichNode, { children: RichNode[] }>, target: targetOf(attributes) });
      continue;
    }
    // A closing tag closes its element (and any left open inside it); a stray one is text.
    const open = stack.map((entry) => entry.tag).lastIndexOf(name);
    if (open === -1) {
      pushText(whole);
      continue;
    }
    while (stack.length > open) {
      const entry = stack.pop();
      if (entry?.node.kind === 'word') entry.node.word = (entry.target ?? textOf(entry.node.children)).trim();
    }
  }
  pushText(decodeEntities(markup.slice(at)));
  for (const entry of stack) {
    if (entry.node.kind === 'word') entry.node.word = (entry.target ?? textOf(entry.node.children)).trim();
  }
  return root;
}

/** The text alone, without formatting (for speech, search and labels). */
export function plainText(markup: string): string {
  return textOf(parseMarkup(markup));
}
