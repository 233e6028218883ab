import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTime, csvFileName, fileSlug } from './bookings-csv';
import { parseCsv } from '../testing/parse-csv';
import { csvField, csvRecord } from '../http/csv';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text alone and writes nothing for null', () => {
    expect(csvField('Asha Patil')).toBe('Asha Patil');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(1650)).toBe('1650');
  });

  it('quotes a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Rao, Sunny')).toBe('"Rao, Sunny"');
    expect(csvField('the "Boss"')).toBe('"the ""Boss"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+911234')).toBe("'+911234");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('parseCsv', () => {
  it('reads back what csvRecord wrote, byte order mark and CRLF included', () => {
    const text = `\uFEFF${csvRecord(['a', 'b,c'])}${csvRecord(['"q"', 'x\r\ny'])}`;
    expect(parseCsv(text)).toEqual([
      ['a', 'b,c'],
      ['"q"', 'x\r\ny'],
    ]);
  });

  it('round-trips any text, a formula coming back with its apostrophe', () => {
    const field = fc.string({
      unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', 'é', '₹', '1'),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (rows) => {
          const usable = rows.filter((row) => !(row.length === 1 && row[0] === ''));
          const text = usable.map((row) => csvRecord(row)).join('');
          const guarded = usable.map((row) =>
            row.map((field) => (/^[=+\-@\t\r]/.test(field) ? `'${field}` : field)),
          );
          expect(parseCsv(text)).toEqual(guarded);
        },
      ),
    );
  });
});

describe('the file around the rows', () => {
  it('writes times on the 24-hour clock, the last minute as 23:59', () => {
    expect(clockTime(360)).toBe('06:00');
    expect(clockTime(1110)).toBe('18:30');
    expect(clockTime(1439)).toBe('23:59');
  });

  it('names the file after the turf and the range, in ASCII', () => {
    expect(fileSlug('Green Field, Andheri!')).toBe('green-field-andheri');
    expect(fileSlug('Café Ground')).toBe('cafe-ground');
    expect(fileSlug('मैदान')).toBe('turf');
    expect(csvFileName('Sunrise Arena', '2030-05-01', '2030-05-31')).toBe(
      'sunrise-arena-bookings-2030-05-01-to-2030-05-31.csv',
    );
    expect(csvFileName('Sunrise Arena')).toBe('sunrise-arena-bookings-all.csv');
  });
});
