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

  it('leaves a phone number verbatim, but neutralises every formula lead on names, address lines and a phone field that is more than a number', () => {
    const phone = '+1 512 555 0100';
    expect(csvLine(['Ada Lovelace', '1 Main Street', phone])).toBe(`Ada Lovelace,1 Main Street,${phone}\r\n`);
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      const [name, line1] = parseCsv(csvLine([`${lead}HYPERLINK("http://evil.example")`, `${lead}1+2`, phone]))[0].fields;
      expect(name).toBe(`'${lead}HYPERLINK("http://evil.example")`);
      expect(line1).toBe(`'${lead}1+2`);
    }
    expect(parseCsv(csvLine([`${phone}=cmd|' /C calc'!A0`]))[0].fields).toEqual([`'${phone}=cmd|' /C calc'!A0`]);
    expect(csvLine(['=1+2'])).toBe("'=1+2\r\n");
    expect(csvLine(['+1-512-555-0100'])).toBe("'+1-512-555-0100\r\n");
  });
});
