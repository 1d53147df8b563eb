import {
  ErrorCode,
  IMPORT_FIELDS,
  IMPORT_PREVIEW_ROWS,
  ImportText,
  suggestMapping,
  type ImportAnalysis,
  type ImportKind,
  type ImportMapping,
  type ImportReport,
} from '../../../../schema';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { contentChanged } from '../../content/changed';
import type { MediaStore } from '../../site/media-store';
import { exportArtists, artistTemplateRow, planArtists, writeArtists } from './artists';
import { exportArtworks, artworkTemplateRow, planArtworks, writeArtworks } from './artworks';
import { applyMapping, ZipPictures } from './common';
import { parseCsv, writeCsv } from './csv';
import { openZip } from './zip';

/**
 * CSV import and export for the back office. Every step reads the file the owner sends with it, so any
 * server process can answer any step and nothing is kept between them: analyse (columns, a suggested
 * mapping, a preview), dry run (every row checked against the site as it is, nothing written) and the
 * import, one transaction that writes every row or none and then tells the kept visitor pages once.
 */

/** An import refused for its rows' errors: 400, with the report of every row's error beside the message. */
export class ImportRowsError extends HttpError {
  constructor(
    readonly report: ImportReport,
    rows: number,
  ) {
    super(400, ErrorCode.InvalidRequest, ImportText.rowErrors(rows));
  }
}

export interface ImportUpload {
  csv: Buffer;
  zip: Buffer | null;
}

export function analyzeImport(kind: ImportKind, upload: ImportUpload): ImportAnalysis {
  const table = parseCsv(upload.csv);
  const zip = upload.zip ? openZip(upload.zip) : null;
  return {
    kind,
    columns: table.columns,
    mapping: suggestMapping(kind, table.columns),
    rows: table.rows.length,
    preview: table.rows.slice(0, IMPORT_PREVIEW_ROWS).map((row) => row.slice(0, table.columns.length)),
    imageFiles: zip ? zip.count : null,
  };
}

export async function runImport(
  db: Db,
  store: MediaStore,
  site: { id: number; currencyCode: string },
  kind: ImportKind,
  upload: ImportUpload,
  mapping: ImportMapping,
  dryRun: boolean,
): Promise<ImportReport> {
  const table = parseCsv(upload.csv);
  const mapped = applyMapping(kind, table, mapping);
  const pictures = new ZipPictures(upload.zip ? openZip(upload.zip) : null);
  await pictures.prepare(kind, mapped.rows);
  const written: string[] = [];
  let result: ImportReport | undefined;
  try {
    // The dry run plans in a transaction too, so it sees the site as one moment, and writes nothing.
    result = await db.transaction(async (tx) => {
      const run = { runner: tx, siteId: site.id, currencyCode: site.currencyCode, mapped, pictures };
      const planned = kind === 'artworks' ? await planArtworks(run) : await planArtists(run);
      const errors = { errors: planned.errors.sorted(), errorCount: planned.errors.count };
      if (planned.errors.count) {
        const report: ImportReport = { ...countPlans(planned.plans), ...errors, dryRun };
        if (dryRun) return report;
        throw new ImportRowsError(report, planned.errors.rowCount);
      }
      if (dryRun) return { ...countPlans(planned.plans, 'newArtists' in planned ? planned.newArtists : undefined), ...errors, dryRun };
      const counts =
        kind === 'artworks'
          ? await writeArtworks(tx, store, site.id, planned as Awaited<ReturnType<typeof planArtworks>>, pictures, written)
          : await writeArtists(tx, store, site.id, (planned as Awaited<ReturnType<typeof planArtists>>).plans, pictures, written);
      return { ...counts, ...errors, dryRun };
    });
  } catch (error) {
    // The rows were not written: neither are their pictures' files.
    await Promise.all(written.map((key) => store.remove(key)));
    throw error;
  }
  if (!dryRun && (result.created || result.updated)) await contentChanged(db, site.id);
  return result;
}

/** What the dry run reports: the records the file names and what would become of each. */
function countPlans(
  plans: ReadonlyArray<{ before: unknown; changed: boolean; editions?: ReadonlyArray<{ before: unknown; values: unknown }>; pictures?: unknown; cover?: unknown; profile?: unknown }>,
  newArtists?: ReadonlySet<string>,
): Omit<ImportReport, 'dryRun' | 'errors' | 'errorCount'> {
  const created = plans.filter((p) => !p.before).length;
  const updated = plans.filter((p) => p.before && p.changed).length;
  const uploads = plans.flatMap((p) => [...(Array.isArray(p.pictures) ? p.pictures : []), p.cover, p.profile]).filter((c) => c && typeof c === 'object' && 'path' in c).length;
  const changedEditions = plans.filter((p) => p.changed).flatMap((p) => p.editions ?? []);
  return {
    records: plans.length,
    created,
    updated,
    unchanged: plans.length - created - updated,
    artistsCreated: newArtists?.size ?? 0,
    imagesAdded: uploads,
    editionsCreated: changedEditions.filter((e) => !e.before).length,
    editionsUpdated: changedEditions.filter((e) => e.before).length,
  };
}

export async function exportCsv(db: Db, siteId: number, kind: ImportKind): Promise<string> {
  const rows = kind === 'artworks' ? await exportArtworks(db, siteId) : await exportArtists(db, siteId);
  return writeCsv(
    IMPORT_FIELDS[kind].map((f) => f.label),
    rows,
  );
}

export function templateCsv(kind: ImportKind): string {
  return writeCsv(
    IMPORT_FIELDS[kind].map((f) => f.label),
    [kind === 'artworks' ? artworkTemplateRow() : artistTemplateRow()],
  );
}
