/** Page-code tests: a range over the first `word` in the text under `root`, as a double-click would select it. */
export function rangeOfWord(root: Node, word: string): Range {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const at = node.data.indexOf(word);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    return range;
  }
  throw new Error(`${word} is not in the text`);
}
