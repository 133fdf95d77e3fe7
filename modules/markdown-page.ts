/**
 * Glossa's own markdown documents as HTML, at build time: the privacy page (docs/privacy.md)
 * ships inside the extension as a page of its own (modules/privacy-page.ts), so it reads the
 * same offline and says what the code it was tested against does.
 *
 * markdown-it reads the markdown, with HTML off: any tag in the document is escaped and shows as
 * the text it is, so nothing in the markdown reaches the page as HTML of its own; a bare address
 * stays text (`linkify` off).
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The document's body as HTML, and its title (its first heading's text, escaped). */
export function markdownToHtml(source: string): { title: string; html: string } {
  const tokens = markdown.parse(source, {});
  const opening = tokens.findIndex((token) => token.type === 'heading_open');
  const heading = opening >= 0 ? tokens[opening + 1] : undefined;
  const title = markdown.utils.escapeHtml(heading?.children?.map((child) => child.content).join('') ?? '');
  return { title, html: markdown.renderer.render(tokens, markdown.options, {}).trim() };
}
