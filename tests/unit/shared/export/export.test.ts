import { describe, expect, it } from 'vitest';
import { exportFileName, toAnkiTsv, toCsv } from '../../../../lib/shared/export/export';

const lines = (csv: string) => csv.replace(/^\ufeff/, '').split('\r\n');

describe('CSV', () => {
  it('has a header, CRLF line ends and a BOM', () => {
    const csv = toCsv([{ word: 'owl', added: '2026-01-01T00:00:00Z' }]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(lines(csv)).toEqual(['word,added', 'owl,2026-01-01T00:00:00Z', '']);
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    const csv = toCsv([{ word: 'a,b' }, { word: 'say "hi"' }, { word: 'two\nlines' }]);
    expect(csv).toContain('\r\n"a,b",\r\n');
    expect(csv).toContain('\r\n"say ""hi""",\r\n');
    expect(csv).toContain('\r\n"two\nlines",\r\n');
  });

  it('keeps a formula from starting a cell whatever separator a spreadsheet reads with (, ; tab |)', () => {
    const csv = toCsv([{ word: 'owl;=HYPERLINK("http://x")' }, { word: 'a|@SUM(A1)' }, { word: ' =1' }, { word: '\uFF1D1+1' }]);
    const rows = csv
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(rows).toEqual([`"owl;=HYPERLINK(""http://x"")",`, '"a|@SUM(A1)",', "' =1,", "'\uFF1D1+1,"]);
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
    ]);
    const rows = lines(csv).slice(1, 7);
    expect(rows).toEqual([`"'=HYPERLINK(""http://x"")",`, "'+1,", "'-2,", "'@SUM(A1),", `"'\tx",`, `"'\r=1",`]);
  });

  it('adds a definition column only when some row has one', () => {
    expect(lines(toCsv([{ word: 'owl', definition: 'a bird' }]))[0]).toBe('word,added,definition');
    expect(lines(toCsv([{ word: 'owl', definition: 'a bird, nocturnal' }]))[1]).toBe('owl,,"a bird, nocturnal"');
  });
});

describe('Anki TSV', () => {
  it('declares tab separator, plain text and the columns, then one note a line', () => {
    expect(toAnkiTsv([{ word: 'owl', definition: 'a bird' }, { word: 'wren' }], { tags: ['birds list'] })).toBe(
      '#separator:tab\n#html:false\n#columns:Front\tBack\n#tags:birds_list\nowl\ta bird\nwren\t\n',
    );
  });

  it('never lets a tab or line break split a note', () => {
    const tsv = toAnkiTsv([{ word: 'a\tb', definition: 'one\ntwo\r\nthree\tfour' }]);
    expect(tsv.split('\n').at(-2)).toBe('a b\tone two three four');
  });

  it('skips empty words', () => {
    expect(toAnkiTsv([{ word: ' \t ' }])).toBe('#separator:tab\n#html:false\n#columns:Front\tBack\n');
  });
});

describe('file names', () => {
  it('keeps letters, digits and dashes', () => {
    expect(exportFileName('Birds: of prey!', 'csv')).toBe('birds-of-prey.csv');
    expect(exportFileName('Café', 'txt')).toBe('cafe.txt');
    expect(exportFileName('???', 'csv')).toBe('word-list.csv');
  });
});
