/**
 * CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, and a UTF-8 byte order mark so
 * Excel opens Chinese names correctly. Text typed by users that starts like a formula (=, +, -,
 * @) is prefixed with an apostrophe so a spreadsheet shows it instead of running it.
 */

const BOM = '\uFEFF';

/** A field typed by a user: never read as a formula. */
export function userText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `${BOM + rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
