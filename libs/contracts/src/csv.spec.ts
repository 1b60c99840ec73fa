import { parse } from 'csv-parse/sync';
import { csvField, toCsv } from './csv';

describe('csvField: a spreadsheet never runs what a shopper typed', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
  ])('text starting like a formula, %j, is written as text: %j', (typed, written) => {
    expect(csvField(typed)).toBe(written);
  });

  it('quotes a field holding a comma, quote or line break, its quotes doubled (RFC 4180), and leaves plain text alone', () => {
    expect(csvField('1 Harbor Way, Apt "B"')).toBe('"1 Harbor Way, Apt ""B"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('a = b')).toBe('a = b');
  });

  it('writes numbers as numbers (a negative amount is not text) and null or undefined as empty', () => {
    expect(csvField(-2.5)).toBe('-2.5');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('toCsv: every CSV the shop writes', () => {
  it('writes a header row and one row per record, in the columns given, and reads back as written', () => {
    const rows = [
      { name: '=1+1', note: 'line\nbreak, "quoted"', count: -3 },
      { name: 'Ada', note: null, count: 1 },
    ];
    const csv = toCsv(['name', 'count', 'note'] as const, rows);
    expect(csv.split('\n')[0]).toBe('name,count,note');
    expect(parse(csv, { columns: true })).toEqual([
      { name: "'=1+1", count: '-3', note: 'line\nbreak, "quoted"' },
      { name: 'Ada', count: '1', note: '' },
    ]);
  });
});
