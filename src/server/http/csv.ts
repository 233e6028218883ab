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
 * A record whose last fields are our own amounts in rupees ('-16.94'): written as they are, since
 * csvField would guard a negative one as a formula and a spreadsheet would then read it as text.
 */
export function csvRecordWithAmounts(texts: readonly string[], amounts: readonly string[]) {
  return `${[...texts.map(csvField), ...amounts].join(',')}\r\n`;
}
