import { describe, expect, it } from 'vitest';
import { exportFileName, toAnkiTsv, toCsv } from '../../../../lib/shared/export/export';

const lines = (csv: string) => csv.replace(/^\ufeff/, '').split('\r\n');
/** The columns after the word and its date, empty. */
const EMPTY = ',,,,,,,';

describe('CSV', () => {
  it('has a header, CRLF line ends and a BOM', () => {
    const csv = toCsv([{ word: 'owl', added: '2026-01-01T00:00:00Z' }]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(lines(csv)).toEqual([
      'word,added,sense,part_of_speech,sense_source,sentence,page_title,page_url',
      'owl,2026-01-01T00:00:00Z,,,,,,',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    const csv = toCsv([{ word: 'a,b' }, { word: 'say "hi"' }, { word: 'two\nlines' }]);
    expect(csv).toContain(`\r\n"a,b"${EMPTY}\r\n`);
    expect(csv).toContain(`\r\n"say ""hi"""${EMPTY}\r\n`);
    expect(csv).toContain(`\r\n"two\nlines"${EMPTY}\r\n`);
  });

  it('keeps a formula from starting a cell whatever separator a spreadsheet reads with (, ; tab |)', () => {
    const csv = toCsv([{ word: 'owl;=HYPERLINK("http://x")' }, { word: 'a|@SUM(A1)' }, { word: ' =1' }, { word: '\uFF1D1+1' }]);
    const rows = csv
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(rows).toEqual([`"owl;=HYPERLINK(""http://x"")"${EMPTY}`, `"a|@SUM(A1)"${EMPTY}`, `' =1${EMPTY}`, `'\uFF1D1+1${EMPTY}`]);
    // Read with `;` as the separator, each quoted field is still one cell.
    for (const row of rows) expect(row.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)).toHaveLength(1);
  });

  it('keeps formulas from running: =, +, -, @, tab and CR starts become text', () => {
    const csv = toCsv([
      { word: '=HYPERLINK("http://x")' },
      { word: '+1' },
      { word: '-2' },
      { word: '@SUM(A1)' },
      { word: '\tx' },
      { word: '\r=1' },
      { word: 'owl', sense: { text: '=1+1' }, context: { sentence: '-owl' } },
    ]);
    const rows = lines(csv).slice(1, 8);
    expect(rows).toEqual([
      `"'=HYPERLINK(""http://x"")"${EMPTY}`,
      `'+1${EMPTY}`,
      `'-2${EMPTY}`,
      `'@SUM(A1)${EMPTY}`,
      `"'\tx"${EMPTY}`,
      `"'\r=1"${EMPTY}`,
      "owl,,'=1+1,,,'-owl,,",
    ]);
  });

  it('has columns for the sense kept (its part of speech and source) and the sentence with its page', () => {
    const csv = toCsv([
      {
        word: 'ball',
        added: '2026-01-01T00:00:00Z',
        sense: { text: 'a lavish dance, formal', partOfSpeech: 'noun', source: 'from WordNet 3.0', dictionary: 'wordnet', id: '7' },
        context: { sentence: 'He was angry that the ball closed so early.', title: 'Pride and Prejudice', url: 'https://example.org/pp' },
      },
    ]);
    expect(lines(csv)[1]).toBe(
      'ball,2026-01-01T00:00:00Z,"a lavish dance, formal",noun,from WordNet 3.0,He was angry that the ball closed so early.,Pride and Prejudice,https://example.org/pp',
    );
  });
});

describe('Anki TSV', () => {
  it('declares tab separator, HTML fields and the columns, then one note a line: the word; the sense kept and the sentence', () => {
    expect(
      toAnkiTsv(
        [
          {
            word: 'ball',
            sense: { text: 'a lavish dance', partOfSpeech: 'noun', source: 'from WordNet 3.0' },
            context: { sentence: 'He was angry that the ball closed so early.' },
          },
          { word: 'wren' },
        ],
        { tags: ['Austen list'] },
      ),
    ).toBe(
      '#separator:tab\n#html:true\n#columns:Front\tBack\n#tags:Austen_list\n' +
        'ball\t(noun) a lavish dance<br><i>He was angry that the <b>ball</b> closed so early.</i><br><small>from WordNet 3.0</small>\n' +
        'wren\t\n',
    );
  });

  it('marks the form of the word the sentence holds; a sentence without it still goes, unmarked', () => {
    const tsv = toAnkiTsv([
      { word: 'carry', context: { sentence: 'She carried it home.' } },
      { word: 'heron', context: { sentence: 'Nothing here.' } },
    ]);
    expect(tsv.split('\n').slice(-3, -1)).toEqual(['carry\t<i>She <b>carried</b> it home.</i>', 'heron\t<i>Nothing here.</i>']);
  });

  it('escapes every text: nothing a page or the service wrote becomes markup', () => {
    const tsv = toAnkiTsv([
      { word: '<b>x</b>', sense: { text: 'a <img src=x onerror=alert(1)> & co', source: '"quoted"' }, context: { sentence: '<script>' } },
    ]);
    expect(tsv.split('\n').at(-2)).toBe(
      '&lt;b&gt;x&lt;/b&gt;\ta &lt;img src=x onerror=alert(1)&gt; &amp; co<br><i>&lt;script&gt;</i><br><small>&quot;quoted&quot;</small>',
    );
  });

  it('never lets a tab or line break split a note', () => {
    const tsv = toAnkiTsv([{ word: 'a\tb', sense: { text: 'one\ntwo\r\nthree\tfour' }, context: { sentence: 'x\ny' } }]);
    expect(tsv.split('\n').at(-2)).toBe('a b\tone two three four<br><i>x y</i>');
  });

  it('skips empty words', () => {
    expect(toAnkiTsv([{ word: ' \t ' }])).toBe('#separator:tab\n#html:true\n#columns:Front\tBack\n');
  });
});

describe('file names', () => {
  it('keeps letters, digits and dashes', () => {
    expect(exportFileName('Birds: of prey!', 'csv')).toBe('birds-of-prey.csv');
    expect(exportFileName('Café', 'txt')).toBe('cafe.txt');
    expect(exportFileName('???', 'csv')).toBe('word-list.csv');
  });
});
