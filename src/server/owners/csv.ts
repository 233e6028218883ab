// CSV as RFC 4180 writes it, for files an owner opens in a spreadsheet: fields are separated by
// commas, records end in CRLF, and a field holding a comma, a quote or a line break is quoted with
// its quotes doubled. Customer names and emails are typed by strangers, so a text that a
// spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) gets a
// leading apostrophe first (OWASP's "CSV injection" advice): the cell then shows as text.

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, guarded and quoted as needed. Numbers are written as they are (they are ours). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRecord(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/**
 * Reads CSV back into records of texts (tests and tools: what csvRecord writes, any RFC 4180
 * file really). A byte order mark at the start is dropped; a last line break ends no record.
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (input[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
