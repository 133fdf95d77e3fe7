/**
 * A real book as readers meet it, for the reading tests (served by the `site` fixture): the
 * first chapter of Jane Austen's Pride and Prejudice (1813, public domain) as a public-domain
 * HTML edition sets it (its source lines broken mid-sentence, the printed book's page numbers
 * set in the margin), and a page of it as a
 * typeset PDF: a running head, a page number, ligatures (ﬁ, ﬃ) and words hyphenated at a
 * line's end; and as a plain-text edition sets it (text/plain: lines broken at 70 columns, a
 * blank line between paragraphs, a heading without a full stop, italics as _underscores_).
 */
import { writePdf } from '../../dev/pdf-writer';

export const BOOK_SENTENCE =
  'However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters.';

/**
 * A sentence of 1,200 characters, as long ones run in older books: the word looked up ends it,
 * far past where the page's text was once read no further.
 */
export const LONG_SENTENCE =
  'When the whole party had at length assembled in the drawing-room, and the ladies had been told again and again how very pleasant the evening had been, and how much they had all been pleased with the music, the dancing, the supper and the company, ' +
  'and when Mrs. Long had declared for the third time that she had never seen so many pretty girls in one room in all her life, though her own nieces were not among the prettiest of them, and Lady Lucas had agreed with her, as she always did, ' +
  'and Sir William had spoken at some length of his presentation at St. James’s and of the great honour it had done him and his family, ' +
  'and the younger girls had laughed at everything and nothing, as young girls will when they are tired and happy and a little excited by the lateness of the hour, ' +
  'and the gentlemen had talked of horses and dogs and the prospects of the harvest, and of the militia that was to be quartered in the town for the winter, ' +
  'it was Mrs. Bennet who, having waited with the greatest patience for a pause in the talk, and having found none, at last broke in upon them all to declare, ' +
  'with a warmth that surprised no one who knew her, that a young man of such fortune could be nothing less than the rightful property of one of her daughters.';

/** A sentence of some 2,600 characters: past the bound, so only the clause holding the word, and what fits around it, is kept. */
export const TOO_LONG_SENTENCE = `${LONG_SENTENCE.slice(0, -1)}; and though she said it twice, and then a third time; ${'and nobody answered her, for everyone was thinking of the long ride home through the dark lanes, '.repeat(12)}and so the evening ended.`;

export const readingPages = {
  '/long-sentences.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Long sentences</title></head>
<body><p id="long">${LONG_SENTENCE}</p><p id="too-long">${TOO_LONG_SENTENCE}</p></body></html>`,
  '/pride-and-prejudice.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Pride and Prejudice, by Jane Austen</title>
<style>.pagenum { position: absolute; right: 4%; font-size: smaller; }</style></head>
<body>
<h2>Chapter 1</h2>

<p>
It is a truth universally acknowledged, that a single man in possession
of a good fortune, must be in want of a wife.
</p>

<p>
However little known the feelings or views of such a man may be on his
first entering a neighbourhood, this truth is so well fixed in the minds
of the surrounding families, that he is considered the rightful <span class="pagenum"><a id="Page_2">[Pg 2]</a></span>property
of some one or other of their daughters.
</p>

<p>
Mr. Bingley had soon made himself acquainted with all the principal people in the
room; he was lively and unreserved, danced every dance, was angry that the ball
closed so early, and talked of giving one himself at Netherfield.
</p>

<p>
He was discovered to be proud; to be above his company, and above being pleased; and
not all his large estate in Derbyshire could then save him from having a most
forbidding, disagreeable countenance, and being unworthy to be compared with his friend.
</p>

<p>
&ldquo;Oh! my sweetest Lizzy! how rich and how great you will be! What
pin-money, what jewels, what carriages you will have! Jane&rsquo;s is
nothing to it&mdash;nothing at all. I shall go distracted. We will dine
here to-morrow.&rdquo;
</p>

<p>
The tea-things were brought in, and the party sat down to cards.
</p>
</body></html>`,
  '/pride-and-prejudice.txt': {
    body: `Title: Pride and Prejudice

Author: Jane Austen

                            Chapter 1


It is a truth universally acknowledged, that a single man in possession
of a good fortune, must be in want of a wife.

Mr. Bennet replied that he had not.

"Do you not want to know who has taken it?" cried his wife impatiently.

"_You_ want to tell me, and I have no objection to hearing it."
`,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  },
  // An encyclopedia's article (footnote markers as superscript links, a script among the
  // paragraphs), poems set line by line, with <br> and with <span>s shown as blocks, and an
  // older page's paragraphs parted by two <br>s, a heading without a full stop above them.
  '/lines-and-notes.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Lines and notes</title>
<style>.line { display: block; }</style></head>
<body>
<p>Napoleon Bonaparte<sup class="reference"><a href="#note-b">[b]</a></sup> (born Napoleone di Buonaparte;<sup class="reference"><a href="#note-1">[1]</a></sup> 15 August 1769 – 5 May 1821) was a French military and political leader.<sup class="reference"><a href="#note-2">[2]</a></sup> He rose to prominence during the French Revolution.</p>
<div>The assembly convened at noon.<script>window.pageData = { section: 'history' };</script> Members debated the motion.</div>
<p>Shall I compare thee to a summer’s day?<br>Thou art more lovely and more temperate:<br>Rough winds do shake the darling buds of May,</p>
<div><span class="line">Tyger Tyger, burning bright,</span><span class="line">In the forests of the night;</span></div>
<div>CHAPTER II<br><br>Mr. Bennet was among the earliest of those who waited on
Mr. Bingley.<br><br>He had always intended to visit him.</div>
</body></html>`,
  '/pride-and-prejudice.pdf': {
    body: writePdf([
      {
        book: { head: 'PRIDE AND PREJUDICE', folio: '16' },
        lines: [
          'It is a truth universally acknowledged, that a single man in possession',
          'of a good fortune, must be in want of a wife.',
          'However little known the feelings or views of such a man may be on his',
          'ﬁrst entering a neighbourhood, this truth is so well ﬁxed in the minds',
          'of the surrounding families, that he is considered the rightful prop-',
          'erty of some one or other of their daughters. "My dear Mr. Bennet,"',
          'said his lady to him one day, "have you heard that Netherﬁeld Park is',
          'let at last?" The oﬃcious lady waited.',
        ],
      },
    ]),
    headers: { 'content-type': 'application/pdf' },
  },
};
