import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * Spreadsheet apps run a cell that starts with =, +, -, @ or a control character as a formula; a
 * customer's name must never do that on the merchant's computer (OWASP "CSV injection").
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CSV with a header row, streamed as the rows arrive. */
export function streamCsv(columns: string[], rows: AsyncIterable<(string | number | boolean | null)[]>) {
  const csv = stringify({
    header: true,
    columns,
    cast: { string: neutralise, boolean: (b) => (b ? 'true' : 'false') },
  });
  return Readable.from(rows).pipe(csv);
}
