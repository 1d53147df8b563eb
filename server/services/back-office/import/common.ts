import type { z } from 'zod';
import {
  ErrorCode,
  IMPORT_FIELDS,
  IMPORT_IMAGE_FIELDS,
  IMPORT_KEY_FIELD,
  IMPORT_MAX_REPORTED_ERRORS,
  ImportText,
  MEDIA_MAX_BYTES,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  type ImportReport,
  type ImportRowError,
} from '../../../../schema';
import { HttpError } from '../../../http/errors';
import { inspectUpload, type Inspected } from '../../site/media';
import { CellError } from './cells';
import type { CsvTable } from './csv';
import { readList } from './cells';
import type { ImageZip } from './zip';

/** What both kinds of import share: the mapping, the rows it gives, row errors, and the pictures named in cells. */

export interface MappedRow {
  /** The row's number as the spreadsheet shows it: the header is row 1. */
  row: number;
  /** The mapped cells by field key, trimmed. */
  cells: Map<string, string>;
}

export interface Mapped {
  fields: Map<string, ImportField>;
  rows: MappedRow[];
}

const bad = (message: string) => new HttpError(400, ErrorCode.InvalidRequest, message);

/** The rows as fields, once the mapping is checked against the file and the kind; blank rows are left out. */
export function applyMapping(kind: ImportKind, table: CsvTable, mapping: ImportMapping): Mapped {
  if (mapping.length !== table.columns.length) throw bad(ImportText.mappingLength(mapping.length, table.columns.length));
  const known = new Map(IMPORT_FIELDS[kind].map((field) => [field.key, field]));
  const fields = new Map<string, ImportField>();
  const columnOf = new Map<string, number>();
  mapping.forEach((key, column) => {
    if (key === null) return;
    const field = known.get(key);
    if (!field) throw bad(ImportText.unknownField(key));
    if (fields.has(key)) throw bad(ImportText.mappedTwice(field.label));
    fields.set(key, field);
    columnOf.set(key, column);
  });
  if (!fields.has(IMPORT_KEY_FIELD[kind])) throw bad(ImportText.keyNotMapped(kind));
  const rows: MappedRow[] = [];
  table.rows.forEach((cells, index) => {
    if (cells.every((cell) => !cell.trim())) return;
    rows.push({ row: index + 2, cells: new Map([...columnOf].map(([key, column]) => [key, (cells[column] ?? '').trim()])) });
  });
  return { fields, rows };
}

/** Row errors in row order; the report lists the first ones and counts them all. */
export class RowErrors {
  private readonly list: ImportRowError[] = [];
  private readonly rows = new Set<number>();

  add(row: number, message: string): void {
    this.list.push({ row, message });
    this.rows.add(row);
  }

  /** Runs a cell's reading; a CellError becomes the row's error under the column's heading. */
  cell<T>(row: number, field: ImportField, read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      if (error instanceof CellError) {
        this.add(row, `${field.label}: ${error.message}`);
        return undefined;
      }
      throw error;
    }
  }

  /** The zod issues of a record, each under the heading of the column it came from. */
  issues(row: number, issues: readonly z.core.$ZodIssue[], heading: (path: PropertyKey[]) => string): void {
    for (const issue of issues) this.add(row, `${heading(issue.path)}: ${issue.message}`);
  }

  has(row: number): boolean {
    return this.rows.has(row);
  }

  get count(): number {
    return this.list.length;
  }

  /** How many rows have an error. */
  get rowCount(): number {
    return this.rows.size;
  }

  sorted(): ImportRowError[] {
    return [...this.list].sort((a, b) => a.row - b.row).slice(0, IMPORT_MAX_REPORTED_ERRORS);
  }
}

/** A picture of a record as the import names it: its stored file name, or one made from its id for pictures without. */
export const pictureName = (picture: { id: number; name: string; extension: string }) => picture.name || `image-${picture.id}.${picture.extension}`;

/** A picture a cell names: one the record has already, or a file of the zip to add to the media library. */
export type PictureChoice = { id: number } | { path: string; fileName: string };

/**
 * The pictures the import reads from the zip: each file a cell names is checked as the media library
 * checks an upload (what its bytes are, whole and readable), once, before anything is written.
 */
export class ZipPictures {
  private readonly inspected = new Map<string, Inspected | string>();
  private readonly bytes = new Map<string, Buffer>();

  constructor(private readonly zip: ImageZip | null) {}

  /** Reads and checks every file of the zip that these cells name. */
  async prepare(kind: ImportKind, rows: readonly MappedRow[]): Promise<void> {
    if (!this.zip) return;
    const paths = new Set<string>();
    for (const { cells } of rows) {
      for (const field of IMPORT_IMAGE_FIELDS[kind]) {
        for (const name of readList(cells.get(field) ?? '')) {
          const found = this.zip.find(name);
          if (found.length === 1 && found[0].size <= MEDIA_MAX_BYTES) paths.add(found[0].path);
        }
      }
    }
    const files = this.zip.read([...paths]);
    for (const [path, data] of files) {
      try {
        this.inspected.set(path, await inspectUpload(data));
        this.bytes.set(path, data);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        this.inspected.set(path, error.message);
      }
    }
  }

  /** The picture a name gives: one of `own` (the record's pictures by name), or a checked file of the zip; a CellError says why not. */
  choose(name: string, own: ReadonlyMap<string, number>): PictureChoice {
    const id = own.get(name.toLowerCase());
    if (id !== undefined) return { id };
    if (!this.zip) throw new CellError(`${name} is not a picture of this record, and no zip of images was uploaded with the file.`);
    const found = this.zip.find(name);
    if (!found.length) throw new CellError(`${name} is not in the zip of images.`);
    if (found.length > 1) throw new CellError(`the zip of images has ${found.length} files named ${name} (${found.map((f) => f.path).join(', ')}). Rename one of them.`);
    if (found[0].size > MEDIA_MAX_BYTES) throw new CellError(`${name} is larger than 25 MB.`);
    const checked = this.inspected.get(found[0].path);
    if (typeof checked === 'string') throw new CellError(`${name}: ${checked}`);
    return { path: found[0].path, fileName: found[0].path.split('/').pop()! };
  }

  file(path: string): { data: Buffer; inspected: Inspected } {
    return { data: this.bytes.get(path)!, inspected: this.inspected.get(path) as Inspected };
  }
}

/** The pictures one cell names, in order, each once. */
export function choosePictures(errors: RowErrors, row: number, field: ImportField, cell: string, pictures: ZipPictures, own: ReadonlyMap<string, number>): PictureChoice[] | undefined {
  const names = readList(cell);
  const seen = new Set<string>();
  const chosen: PictureChoice[] = [];
  let failed = false;
  for (const name of names) {
    if (seen.has(name.toLowerCase())) {
      errors.add(row, `${field.label}: ${name} is named twice.`);
      failed = true;
      continue;
    }
    seen.add(name.toLowerCase());
    const choice = errors.cell(row, field, () => pictures.choose(name, own));
    if (choice) chosen.push(choice);
    else failed = true;
  }
  return failed ? undefined : chosen;
}

export function emptyReport(dryRun: boolean): ImportReport {
  return { dryRun, records: 0, created: 0, updated: 0, unchanged: 0, artistsCreated: 0, imagesAdded: 0, editionsCreated: 0, editionsUpdated: 0, errors: [], errorCount: 0 };
}

/** Splits rows into groups of at most `size`, for inserts that stay under the database's parameter limit. */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Whether two stored values are the same (arrays and objects by content). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return canonical(a) === canonical(b);
}

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y))) : v,
  );
}
