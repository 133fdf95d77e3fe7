/**
 * Glossa's own markdown documents as HTML, at build time: the privacy page (docs/privacy.md)
 * ships inside the extension as a page of its own (modules/privacy-page.ts), so it reads the
 * same offline and says what the code it was tested against does.
 *
 * Only what those documents use: headings, paragraphs, lists of `- ` items, tables, and inline
 * code, strong and emphasis. Every character of their text is escaped before any tag is made,
 * so nothing in the markdown reaches the page as HTML: what this does not know shows as the
 * text it is.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** One line's text: code spans as written, then `**strong**` and `*emphasis*` outside them. */
function inline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      index % 2 === 1
        ? `<code>${escape(part.slice(1, -1))}</code>`
        : escape(part)
            .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
            .replace(/\*([^*]+)\*/g, '<em>$1</em>'),
    )
    .join('');
}

const HEADING = /^(#{1,6}) +(.*)$/;
const ITEM = /^- +(.*)$/;
const isRow = (line: string) => line.startsWith('|');
const isDivider = (line: string) => /^\|[-:| ]+\|$/.test(line);
const startsBlock = (line: string) => HEADING.test(line) || ITEM.test(line) || isRow(line);

/** A table row's cells, between its outer bars. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

function table(rows: string[]): string {
  const [head = '', ...rest] = rows;
  const body = rest.filter((row) => !isDivider(row));
  const row = (line: string, tag: 'th' | 'td') =>
    `<tr>${cells(line)
      .map((cell) => `<${tag}>${inline(cell)}</${tag}>`)
      .join('')}</tr>`;
  return `<table><thead>${row(head, 'th')}</thead><tbody>${body.map((line) => row(line, 'td')).join('')}</tbody></table>`;
}

/** The document's body as HTML, and its title (its first heading's text, escaped). */
export function markdownToHtml(markdown: string): { title: string; html: string } {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let title = '';
  for (let i = 0; i < lines.length;) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      const text = heading[2] ?? '';
      title ||= escape(text.replace(/[`*]/g, ''));
      blocks.push(`<h${level}>${inline(text)}</h${level}>`);
      i++;
    } else if (isRow(line)) {
      const rows: string[] = [];
      while (i < lines.length && isRow(lines[i] ?? '')) rows.push(lines[i++] ?? '');
      blocks.push(table(rows));
    } else if (ITEM.test(line)) {
      // An item goes on over the indented lines below it.
      const items: string[] = [];
      while (i < lines.length) {
        const next = lines[i] ?? '';
        const item = ITEM.exec(next);
        if (item) items.push(item[1] ?? '');
        else if (/^\s+\S/.test(next) && items.length > 0) items[items.length - 1] += ` ${next.trim()}`;
        else break;
        i++;
      }
      blocks.push(`<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    } else {
      const paragraph: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim() !== '' && !startsBlock(lines[i] ?? '')) paragraph.push((lines[i++] ?? '').trim());
      blocks.push(`<p>${inline(paragraph.join(' '))}</p>`);
    }
  }
  return { title, html: blocks.join('\n') };
}
