/** A list file read back (round trip with the export), bad files refused whole; the history's CSV and Anki files. */
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../lib/shared/export/export';
import { historyToAnki, historyToCsv } from '../../../../lib/shared/export/history-export';
import { keptInListFile, MAX_IMPORT_BYTES, parseListFile, readListFile } from '../../../../lib/shared/export/import';
import type { HistoryEntry } from '../../../../lib/shared/messages/answers';

describe('reading a list file', () => {
  it('reads a file a Windows spreadsheet saved (Windows-1252) with its accents, and UTF-8 and UTF-16 as they are', async () => {
    const cp1252 = new Uint8Array([0x6e, 0x61, 0xef, 0x76, 0x65, 0x0d, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0d, 0x0a]); // naïve, café
    expect(parseListFile(await readListFile(new Blob([cp1252])))).toEqual(['naïve', 'café']);
    expect(await readListFile(new Blob(['\ufeffnaïve\n']))).toBe('naïve\n');
    const utf16 = new Uint8Array([0xff, 0xfe, 0x6f, 0x00, 0x77, 0x00, 0x6c, 0x00]); // owl
    expect(await readListFile(new Blob([utf16]))).toBe('owl');
  });

  it('refuses a file too large to be a word list before reading it, saying why', async () => {
    let read = false;
    const huge = { size: MAX_IMPORT_BYTES + 1, arrayBuffer: async () => ((read = true), new ArrayBuffer(0)) };
    await expect(readListFile(huge)).rejects.toThrow(/larger than 8 MB/);
    expect(read).toBe(false);
  });

  it('reads back what the CSV export wrote, formulas defused and quoted words included', () => {
    const words = ['owl', 'a,b', 'say "hi"', '=SUM(A1)', '-ish', 'naïve'];
    expect(
      parseListFile(
        toCsv(
          words.map((word) => ({ word, added: '2026-01-01T00:00:00Z', sense: { text: 'x, y' }, context: { sentence: `a ${word}, here` } })),
        ),
      ),
    ).toEqual(words);
  });

  it('reads back the sense and sentence the CSV export kept with each word; other files keep none', () => {
    const rows = [
      {
        word: 'ball',
        added: '2026-01-01T00:00:00Z',
        sense: { text: 'a lavish dance, "formal"', partOfSpeech: 'noun', source: 'from WordNet 3.0', dictionary: 'wordnet', id: '7' },
        context: { sentence: 'He was angry that the ball closed\nso early.', title: 'Pride and Prejudice', url: 'https://example.org/pp' },
      },
      { word: 'wren', added: '2026-01-01T00:00:00Z' },
      { word: 'sum', sense: { text: '=SUM(A1)' } },
    ];
    expect(keptInListFile(toCsv(rows))).toEqual([
      {
        word: 'ball',
        sense: { text: 'a lavish dance, "formal"', partOfSpeech: 'noun', source: 'from WordNet 3.0' },
        context: rows[0]?.context,
      },
      { word: 'sum', sense: { text: '=SUM(A1)' } },
    ]);
    expect(keptInListFile('word,added\r\nowl,2026-01-01\r\n')).toEqual([]);
    expect(keptInListFile('owl\nwren\n')).toEqual([]);
    // Too long a sense is cut, not refused.
    expect(keptInListFile(`word,sense\nowl,${'x'.repeat(3000)}\n`)[0]?.sense?.text).toHaveLength(2000);
  });

  it('reads plain text, one word per line, blank lines and repeats left out', () => {
    expect(parseListFile('wren\r\n\r\nowl\nwren\n  ice cream  \n')).toEqual(['wren', 'owl', 'ice cream']);
  });

  it.each([
    ['an empty file', '', /no words/],
    ['only blank lines', '\n \n', /no words/],
    ['a binary file', 'PK\u0003\u0004\u0000\u0000', /not a text file/],
    ['two words on a line', 'owl\nwren, lark\n', /Line 2 holds more than one word/],
    ['a word with markup', 'owl\n<img src=x onerror=alert(1)>\n', /Line 2: .*markup/],
    ['a word too long', `owl\n${'x'.repeat(201)}\n`, /Line 2: .*at most 200/],
    ['a CSV quote never closed', 'word,added\n"owl,2026\n', /never closed/],
    ['a CSV word with a control character', 'word,added\nowl,\n"a\u0007b",\n', /Line 3: .*control characters/],
  ])('refuses %s whole, saying why', (_, text, message) => {
    expect(() => parseListFile(text)).toThrow(message);
  });
});

const entry: HistoryEntry = {
  key: 'wren',
  headword: 'wren',
  asked: 'Wrens',
  count: 2,
  firstAt: Date.parse('2026-01-05T10:00:00Z'),
  lastAt: Date.parse('2026-01-06T10:00:00Z'),
  sentence: 'Two Wrens sang <loudly> & long.',
  title: 'Birds',
  url: 'https://birds.example/',
  site: 'birds.example',
  definition: '(noun) a small bird',
  attribution: 'from WordNet 3.1',
};

describe('the history as a file', () => {
  it('CSV: a page title or sentence cannot start a formula cell, whatever the separator', () => {
    const hostile = { ...entry, title: 'News;=HYPERLINK("http://evil.example","click")', sentence: '@SUM(1)|x' };
    const row =
      historyToCsv([hostile])
        .replace(/^\ufeff/, '')
        .split('\r\n')[1] ?? '';
    expect(row).toContain('"News;=HYPERLINK(""http://evil.example"",""click"")"');
    expect(row).toContain(`"'@SUM(1)|x"`);
    // Split at `;` outside quotes, as a spreadsheet set to `;` reads it: no cell starts a formula.
    const cells = row.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('CSV: every field, one row per word', () => {
    const lines = historyToCsv([entry])
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toBe('word,asked,count,first,last,sentence,title,url,definition,source,kept_sense,kept_source');
    expect(lines[1]).toBe(
      'wren,Wrens,2,2026-01-05T10:00:00.000Z,2026-01-06T10:00:00.000Z,Two Wrens sang <loudly> & long.,Birds,https://birds.example/,(noun) a small bird,from WordNet 3.1,,',
    );
    const kept = historyToCsv([{ ...entry, kept: { text: 'a dance', partOfSpeech: 'noun', source: 'from GCIDE' } }]).split('\r\n')[1];
    expect(kept?.endsWith(',(noun) a small bird,from WordNet 3.1,(noun) a dance,from GCIDE')).toBe(true);
  });

  it('Anki: the sentence with the word marked on the front, the definition and its source on the back, all text escaped', () => {
    const lines = historyToAnki([
      entry,
      { ...entry, key: 'owl', headword: 'owl', asked: 'owl', sentence: undefined, title: undefined },
    ]).split('\n');
    expect(lines.slice(0, 3)).toEqual(['#separator:tab', '#html:true', '#columns:Front\tBack']);
    expect(lines[4]).toBe(
      'Two <b>Wrens</b> sang &lt;loudly&gt; &amp; long.\t<b>wren</b><br>(noun) a small bird<br><small>from WordNet 3.1</small><br><small>Birds</small>',
    );
    expect(lines[5]).toBe('<b>owl</b>\t<b>owl</b><br>(noun) a small bird<br><small>from WordNet 3.1</small>');
  });

  it('Anki: the sense the reader kept with the word, when they kept one, instead of the first the lookup showed', () => {
    const lines = historyToAnki([{ ...entry, kept: { text: 'a <small> songbird', partOfSpeech: 'noun', source: 'from GCIDE' } }]).split(
      '\n',
    );
    expect(lines[4]).toBe(
      'Two <b>Wrens</b> sang &lt;loudly&gt; &amp; long.\t<b>wren</b><br>(noun) a &lt;small&gt; songbird<br><small>from GCIDE</small><br><small>Birds</small>',
    );
  });
});
