/**
 * The privacy page's markdown made HTML at build time (modules/markdown-page.ts, markdown-it): the
 * constructs docs/privacy.md uses become elements, and any HTML in the markdown stays text.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../../modules/markdown-page';

const root = resolve(import.meta.dirname, '..', '..', '..');

/** The HTML with the line breaks between and inside blocks read as the spaces they render as. */
const flat = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ');

describe('markdown made HTML for the privacy page', () => {
  it('makes headings, paragraphs, lists, tables and inline marks into elements', () => {
    const { title, html } = markdownToHtml(
      [
        '# Title & more',
        '',
        'A paragraph that goes',
        'over two lines, with `code`, **strong** and *emphasis*.',
        '',
        '- one item',
        '  that goes on',
        '- another',
        '',
        '| place | what |',
        '|---|---|',
        '| `a.ts` | *words* |',
      ].join('\n'),
    );
    expect(title).toBe('Title &amp; more');
    expect(flat(html)).toBe(
      [
        '<h1>Title &amp; more</h1>',
        '<p>A paragraph that goes over two lines, with <code>code</code>, <strong>strong</strong> and <em>emphasis</em>.</p>',
        '<ul><li>one item that goes on</li><li>another</li></ul>',
        '<table><thead><tr><th>place</th><th>what</th></tr></thead><tbody><tr><td><code>a.ts</code></td><td><em>words</em></td></tr></tbody></table>',
      ].join(''),
    );
  });

  it('leaves HTML in the markdown as text, in code spans too', () => {
    const { html } = markdownToHtml('<script>alert(1)</script> and `<img src=x onerror="y">` and <b onclick=\'z\'>');
    expect(flat(html)).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; and <code>&lt;img src=x onerror=&quot;y&quot;&gt;</code> and &lt;b onclick='z'&gt;</p>",
    );
    expect(html).not.toMatch(/<(script|img|b)\b/);
  });

  it('leaves nothing of docs/privacy.md as markdown marks', () => {
    const { html } = markdownToHtml(readFileSync(join(root, 'docs', 'privacy.md'), 'utf8'));
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).not.toMatch(/\*|`|^#|\|/m);
    expect(html.match(/<h2>/g)?.length).toBeGreaterThan(2);
  });
});
