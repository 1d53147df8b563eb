import { Hono, type Context } from 'hono';
import {
  ErrorCode,
  IMPORT_FORM,
  IMPORT_KINDS,
  IMPORT_MAX_CSV_BYTES,
  IMPORT_MAX_ZIP_BYTES,
  importMappingSchema,
  ImportText,
  type ImportKind,
} from '../../schema';
import type { Db } from '../db/client';
import { readBytes } from '../http/body';
import type { AppEnv } from '../http/env';
import { errorBody, HttpError, parseInput } from '../http/errors';
import { analyzeImport, exportCsv, ImportRowsError, runImport, templateCsv, type ImportUpload } from '../services/back-office/import';
import type { MediaStore } from '../services/site/media-store';

/**
 * CSV import and export under /api/owner/csv/{artworks|artists}: GET template and export (CSV files to
 * download); POST analyze, dry-run and import, each a multipart form with the CSV (`file`), optionally a
 * zip of images (`images`) and, but for analyze, the column mapping (`mapping`, JSON).
 */

const KIND_NOT_FOUND = 'There is no such import: choose artworks or artists.';
/** The form around the two files (field names, boundaries, the mapping). */
const FORM_SLACK = 1024 * 1024;

function kindOf(c: Context<AppEnv>): ImportKind {
  const kind = c.req.param('kind') as ImportKind;
  if (!IMPORT_KINDS.includes(kind)) throw new HttpError(404, ErrorCode.NotFound, KIND_NOT_FOUND);
  return kind;
}

const bad = (message: string) => new HttpError(400, ErrorCode.InvalidRequest, message);
const tooLarge = (message: string) => new HttpError(413, ErrorCode.PayloadTooLarge, message, { Connection: 'close' });

async function readForm(c: Context<AppEnv>): Promise<{ upload: ImportUpload; mapping: string | null }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw bad('Send the CSV file as multipart/form-data, in the field “file”.');
  const body = await readBytes(c, IMPORT_MAX_CSV_BYTES + IMPORT_MAX_ZIP_BYTES + FORM_SLACK, () => tooLarge(ImportText.requestTooLarge));
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { headers: { 'content-type': type } }).formData();
  } catch {
    throw bad('The upload could not be read as a form. Choose the files and send them again.');
  }
  const file = form.get(IMPORT_FORM.file);
  if (!(file instanceof Blob) || file.size === 0) throw bad(file instanceof Blob ? ImportText.empty : ImportText.noFile);
  if (file.size > IMPORT_MAX_CSV_BYTES) throw tooLarge(ImportText.csvTooLarge);
  const images = form.get(IMPORT_FORM.images);
  if (images instanceof Blob && images.size > IMPORT_MAX_ZIP_BYTES) throw tooLarge(ImportText.zipTooLarge);
  const mapping = form.get(IMPORT_FORM.mapping);
  return {
    upload: { csv: Buffer.from(await file.arrayBuffer()), zip: images instanceof Blob && images.size > 0 ? Buffer.from(await images.arrayBuffer()) : null },
    mapping: typeof mapping === 'string' ? mapping : null,
  };
}

function readMapping(raw: string | null) {
  if (raw === null) throw bad('Send the column mapping (the field “mapping”): for each column, the field it fills or null.');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw bad('The column mapping must be valid JSON: for each column, the field it fills or null.');
  }
  return parseInput(importMappingSchema, value);
}

const csvFile = (c: Context<AppEnv>, text: string, name: string) =>
  c.body(text, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' });

export function backOfficeImportRoutes(db: Db, store: MediaStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const site = (c: Context<AppEnv>) => c.get('owner').site;

  app.get('/csv/:kind/template', (c) => {
    const kind = kindOf(c);
    return csvFile(c, templateCsv(kind), `${kind}-template.csv`);
  });
  app.get('/csv/:kind/export', async (c) => {
    const kind = kindOf(c);
    const day = new Date().toISOString().slice(0, 10);
    return csvFile(c, await exportCsv(db, site(c).id, kind), `${site(c).subdomain}-${kind}-${day}.csv`);
  });
  app.post('/csv/:kind/analyze', async (c) => {
    const kind = kindOf(c);
    const { upload } = await readForm(c);
    return c.json(analyzeImport(kind, upload));
  });
  for (const [path, dryRun] of [['dry-run', true], ['import', false]] as const) {
    app.post(`/csv/:kind/${path}`, async (c) => {
      const kind = kindOf(c);
      const { upload, mapping } = await readForm(c);
      try {
        return c.json(await runImport(db, store, site(c), kind, upload, readMapping(mapping), dryRun));
      } catch (error) {
        if (error instanceof ImportRowsError) return c.json({ ...errorBody(error.code, error.message), report: error.report }, 400);
        throw error;
      }
    });
  }
  return app;
}
