import { Errors } from './errors.ts';

/**
 * Reads CSV text as spreadsheets write it (RFC 4180): fields separated by commas, fields in double
 * quotes may hold commas, line breaks and doubled quotes, lines end in CRLF or LF, and a UTF-8
 * byte order mark at the start is dropped. Answers each record with the file line it starts on;
 * blank lines are skipped.
 */

export interface CsvRecord {
  line: number;
  fields: string[];
}

/** UTF-8 bytes as text; anything else is refused (a spreadsheet can save "CSV UTF-8"). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw Errors.ImportNotUtf8();
  }
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i++;
        continue;
      }
      if (ch === '\n') line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
      continue;
    }
    if (ch === ',') {
      fields.push(field);
      field = '';
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      start = line;
      continue;
    }
    field += ch;
    i++;
  }
  if (quoted) throw Errors.ImportUnclosedQuote(start);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
