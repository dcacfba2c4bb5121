/** One CSV column: its header and how to read it from a row. */
export type CsvColumn<Row> = [header: string, read: (row: Row) => unknown];

/** A cell: spreadsheet formulas neutralised, anything with separators quoted. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV: comma separated, a header row, CRLF line ends. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map(([header]) => header).join(',')];
  for (const row of rows) lines.push(columns.map(([, read]) => csvCell(read(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
