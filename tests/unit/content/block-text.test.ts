// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { blockText } from '../../../entrypoints/content/block-text';
import { rangeOfWord } from './range-of-word';

/** The block's text as read around the first `word` in it, with where the word lands. */
function around(html: string, word: string, reach = 400): { text: string; word: string } | undefined {
  document.body.innerHTML = html;
  const block = document.body.firstElementChild as Element;
  const read = blockText(block, rangeOfWord(block, word), reach);
  return read && { text: read.text, word: read.text.slice(read.at, read.at + word.length) };
}

describe('a block’s text as a reader sees it', () => {
  it('parts the words on either side of a line break or of a line set as a block', () => {
    const sonnet = around(
      '<p>Shall I compare thee to a summer’s day?<br>Thou art more lovely and more temperate:<br>Rough winds</p>',
      'Rough',
    );
    expect(sonnet).toEqual({
      text: 'Shall I compare thee to a summer’s day?\nThou art more lovely and more temperate:\nRough winds',
      word: 'Rough',
    });
    const tyger = around(
      '<div><span style="display:block">Tyger Tyger, burning bright,</span><span style="display:block">In the <i>forests</i> of the night;</span></div>',
      'forests',
    );
    expect(tyger?.text).toBe('Tyger Tyger, burning bright,\nIn the forests of the night;');
    expect(tyger?.word).toBe('forests');
    // A drop cap floats beside its word: no break.
    expect(around('<p><span style="float:left;display:block">C</span>ities grew.</p>', 'grew')?.text).toBe('Cities grew.');
    // Inline elements part nothing: a link or emphasis inside a word's sentence.
    expect(around('<p>A <a href="/x">quick</a> <em>brown</em>fox.</p>', 'brown')?.text).toBe('A quick brownfox.');
  });

  it('breaks lines where the page shows them, not where its source did; two <br>s end a paragraph', () => {
    const old = around('<div>CHAPTER I<br><br>It is a truth\n   universally acknowledged.<br>\n<br>Next</div>', 'truth');
    // (A space between two <br>s stays: a blank line may hold spaces.)
    expect(old?.text.replace(/ *\n */g, '\n')).toBe('CHAPTER I\n\nIt is a truth universally acknowledged.\n\nNext');
    expect(old?.word).toBe('truth');
    // A block that shows its source's line breaks keeps them.
    expect(around('<div style="white-space: pre-wrap">one\ntwo  three</div>', 'three')?.text).toBe('one\ntwo  three');
  });

  it('leaves out footnote markers, scripts, styles and hidden text', () => {
    const napoleon = around(
      '<p>Napoleon<sup class="reference"><a href="#n1">[b]</a></sup> (born 1769;<sup><a href="#n2">[1]</a></sup><sup>[c]</sup>) was a French military leader.<sup id="r3"><a href="#n3">3</a></sup> He rose.</p>',
      'military',
    );
    expect(napoleon?.text).toBe('Napoleon (born 1769;) was a French military leader. He rose.');
    expect(napoleon?.word).toBe('military');
    // A book's page number set in the margin, and a footnote's anchor.
    expect(
      around(
        '<p>the rightful <span style="position:absolute;right:0"><a id="Page_12">[Pg 12]</a></span>property of one.<a href="#Footnote_1">[1]</a> Then</p>',
        'property',
      )?.text,
    ).toBe('the rightful property of one. Then');
    // The same page number floated to the margin.
    expect(around('<p>the rightful <span style="float:right">[Pg 12]</span>property.</p>', 'property')?.text).toBe(
      'the rightful property.',
    );
    // A superscript that is a power stays.
    expect(around('<p>About 10<sup>6</sup> stars.</p>', 'stars')?.text).toBe('About 106 stars.');
    expect(
      around(
        '<div>The house convened.<script>var x = 1;</script><style>.a{}</style><span style="display:none">secret</span> Members debated.</div>',
        'debated',
      )?.text,
    ).toBe('The house convened. Members debated.');
  });

  it('reads only as far as its reach either side of the word, however long the block', () => {
    const long = `<div>${'<span>Words and more words. </span>'.repeat(2000)}<span>The word here.</span>${'<span> More after.</span>'.repeat(2000)}</div>`;
    const read = around(long, 'here', 100);
    expect(read?.word).toBe('here');
    expect(read?.text.length).toBeLessThanOrEqual(200);
    expect(read?.text).toContain('The word here. More after.');
    // A book in one text node (a plain-text page): only the text within reach is read.
    const book = around(`<div>${'Call me Ishmael. '.repeat(50_000)}Here it ends.${' Some years ago.'.repeat(50_000)}</div>`, 'Here', 100);
    expect(book?.word).toBe('Here');
    expect(book?.text.length).toBeLessThanOrEqual(200);
  });
});
