import { IMPORT_MAX_CSV_BYTES, IMPORT_MAX_ZIP_BYTES, ImportText, type ImportRowError } from '../../../schema';

/** The files of one import: the CSV and, optionally, a zip of the images its rows name. */
export interface ImportFiles {
  csv: File | null;
  images: File | null;
}

/** A file's size as people read it: 820 bytes, 12.4 KB, 3.1 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`;
}

const isZip = (file: { name: string; type: string }) => /\.zip$/i.test(file.name) || /zip/i.test(file.type);

/**
 * Files dropped on the drop zone, sorted into their places: a zip is the images, anything else the CSV
 * (the server says so when it is not one). Of several of a kind, the first counts.
 */
export function sortDropped<F extends { name: string; type: string }>(files: readonly F[]): { csv: F | null; images: F | null } {
  return { csv: files.find((f) => !isZip(f)) ?? null, images: files.find(isZip) ?? null };
}

/** What is wrong with the chosen files before they are sent, in the server's own words, or null. */
export function filesProblem(files: { csv: { size: number } | null; images: { size: number } | null }): string | null {
  if (!files.csv) return ImportText.noFile;
  if (files.csv.size === 0) return ImportText.empty;
  if (files.csv.size > IMPORT_MAX_CSV_BYTES) return ImportText.csvTooLarge;
  if (files.images && files.images.size > IMPORT_MAX_ZIP_BYTES) return ImportText.zipTooLarge;
  return null;
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The row errors as a CSV file to open beside the spreadsheet: its row number and the reason, with a BOM so Excel reads it as UTF-8. */
export function errorsCsv(errors: readonly ImportRowError[]): string {
  const lines = [['Row', 'Reason'], ...errors.map((e) => [String(e.row), e.message])];
  return `\uFEFF${lines.map((cells) => cells.map(quoted).join(',')).join('\r\n')}\r\n`;
}

/** The errors file's name beside the CSV's own: works.csv -> works-errors.csv. */
export function errorsFileName(csvName: string): string {
  return `${csvName.replace(/\.[^.]*$/, '') || 'import'}-errors.csv`;
}
