import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ErrorCode, ImportText, IMPORT_MAX_ROWS } from '../../../../schema';
import { HttpError } from '../../../http/errors';

/**
 * CSV files as spreadsheets write them (RFC 4180: quoted cells with commas, quotes and line breaks in
 * them, CRLF or LF, a UTF-8 byte order mark), through csv-parse and csv-stringify: small, without
 * dependencies, kept for years, and exact about the corner cases (a quote left open, text after a closing
 * quote) that a parser written here would have to be tested into. Excel in many European locales saves
 * with semicolons; the header row tells which separator the file uses.
 */

export interface CsvTable {
  /** The header row's cells, trimmed. */
  columns: string[];
  /** The rows below it, each as many cells as there are columns (short rows filled with empty cells). */
  rows: string[][];
}

const bad = (message: string) => new HttpError(400, ErrorCode.InvalidRequest, message);

/** The separator of the header row (outside quotes): the most frequent of comma, semicolon and tab. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch] += 1;
  }
  return Object.entries(counts).reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0])[0];
}

const REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a " is missing).',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has text right after its closing quote (write a quote inside a quoted cell as "").',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell has text right after its closing quote.',
  CSV_MAX_RECORD_SIZE: 'a row is longer than 1 MB.',
};

/** Reads a CSV file; a file that is not UTF-8 text or not CSV is a 400 saying where and why. */
export function parseCsv(data: Buffer): CsvTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw bad(ImportText.notText);
  }
  if (text.includes('\u0000')) throw bad(ImportText.notText);
  text = text.replace(/^\uFEFF/, '');
  if (!text.trim()) throw bad(ImportText.empty);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: 1024 * 1024,
      // Rows beyond the limit are not worth reading: one more tells that there are too many.
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      // The row the bad record starts on, as the spreadsheet counts rows (the header is row 1).
      const row = ((error as CsvError & { records?: number }).records ?? 0) + 1;
      throw bad(ImportText.unreadable(row, REASONS[error.code] ?? 'the file is not valid CSV.'));
    }
    throw error;
  }
  const [header = [], ...rest] = records;
  const columns = header.map((cell) => cell.trim());
  // A spreadsheet's trailing empty columns (no heading, no cells) are not columns.
  while (columns.length && !columns[columns.length - 1] && rest.every((row) => !row[columns.length - 1]?.trim())) columns.pop();
  if (!columns.length) throw bad(ImportText.empty);
  const blank = columns.findIndex((c) => !c);
  if (blank >= 0) throw bad(ImportText.blankHeading(blank + 1));
  // Blank lines at the end of a file are not rows; blank rows between stay, so the row numbers match the spreadsheet.
  while (rest.length && rest[rest.length - 1].every((cell) => !cell.trim())) rest.pop();
  if (rest.length > IMPORT_MAX_ROWS) throw bad(ImportText.tooManyRows);
  if (!rest.length) throw bad(ImportText.noRows);
  const rows = rest.map((row) => (row.length >= columns.length ? row : [...row, ...Array<string>(columns.length - row.length).fill('')]));
  return { columns, rows };
}

/** A CSV file spreadsheets open as UTF-8 (with the byte order mark Excel needs) and CRLF line ends. */
export function writeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([columns, ...rows], { bom: true, record_delimiter: 'windows' });
}
