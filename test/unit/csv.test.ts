import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from '../../worker/lib/csv';

describe('CSV', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes, CRLF and LF, a byte-order mark, and skips blank lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, fields: ['1', '', '3'] },
    ]);
  });

  it('writes what it reads back, and neutralises a formula for spreadsheets', () => {
    const line = csvLine(['plain', 'a,b', 'say "hi"', '=SUM(A1)']);
    expect(line).toBe('plain,"a,b","say ""hi""",\'=SUM(A1)\r\n');
    expect(parseCsv(line)[0].fields).toEqual(['plain', 'a,b', 'say "hi"', "'=SUM(A1)"]);
  });
});
