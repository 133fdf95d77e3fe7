/**
 * The privacy page (entrypoints/privacy/), written from docs/privacy.md at build time: the
 * one text of what Glossa sends and keeps, which tests/unit/docs/privacy.test.ts holds to the
 * code, ships inside the extension, where the options page links to it and it reads offline.
 * The markdown becomes HTML here, from Glossa's own file, with all its text escaped
 * (modules/markdown-page.ts); nothing is turned into HTML at run time.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addViteConfig, defineWxtModule } from 'wxt/modules';
import { markdownToHtml } from './markdown-page';

/** What the page's HTML holds where the document's title and text go. */
const TITLE = '%PRIVACY_TITLE%';
const TEXT = '%PRIVACY_TEXT%';

export default defineWxtModule({
  name: 'privacy-page',
  setup(wxt) {
    const source = resolve(wxt.config.root, 'docs/privacy.md');
    addViteConfig(wxt, () => ({
      plugins: [
        {
          name: 'glossa-privacy-page',
          transformIndexHtml(html) {
            if (!html.includes(TEXT)) return html;
            const { title, html: text } = markdownToHtml(readFileSync(source, 'utf8'));
            return html.replace(TITLE, title).replace(TEXT, text);
          },
        },
      ],
    }));
  },
});
