/**
 * CSV as spreadsheets and warehouse tools read and write it (RFC 4180): the console's exports and the
 * shipment import.
 */

/**
 * A value made only of `+`, digits and spaces is a phone number: spreadsheets cannot run it, and label printers
 * print the field as it is, so it stays verbatim.
 */
const PHONE = /^\+[\d ]*$/;

/**
 * A field with a comma, quote or line break is quoted, its quotes doubled; a leading = + - @ tab or carriage
 * return is neutralised for spreadsheets, except in a phone number.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PHONE.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF-terminated. */
export const csvLine = (values: readonly string[]) => `${values.map(field).join(',')}\r\n`;

/**
 * The records of a CSV text with the line each starts on (1-based): quoted fields may hold commas, quotes
 * ("") and line breaks; CRLF, LF and a leading byte-order mark are accepted; blank lines are skipped.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const source = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    fields.push(value);
    if (touched || fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    value = '';
    touched = false;
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        value += ch;
      }
    } else if (ch === '"') {
      quoted = true;
      touched = true;
    } else if (ch === ',') {
      fields.push(value);
      value = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else value += ch;
  }
  if (value !== '' || fields.length > 0 || touched) endRecord();
  return records;
}
