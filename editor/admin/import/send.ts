import { IMPORT_FORM, SITE_HEADER, type ImportKind, type ImportMapping, type ImportReport } from '../../../schema';
import { ApiCallError } from '../../state/api';
import { useEditorUi } from '../../state/store';

export type ImportCall = 'analyze' | 'dry-run' | 'import';

/** A refused import step: the server's message, and the report when rows were bad (nothing was written). */
export class ImportRefused extends ApiCallError {
  constructor(
    status: number,
    message: string,
    code: string | null,
    readonly report: ImportReport | null,
  ) {
    super(status, message, code);
  }
}

export const csvAddress = (kind: ImportKind, what: 'template' | 'export') => `/api/owner/csv/${kind}/${what}`;

/**
 * One step of the import as a multipart form (the CSV, the zip of images, the mapping), sent with
 * XMLHttpRequest so a large zip's upload can show its progress (0 to 1).
 */
export function sendImport<T>(
  kind: ImportKind,
  call: ImportCall,
  files: { csv: File; images: File | null },
  mapping: ImportMapping | null,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const form = new FormData();
  form.set(IMPORT_FORM.file, files.csv);
  if (files.images) form.set(IMPORT_FORM.images, files.images);
  if (mapping) form.set(IMPORT_FORM.mapping, JSON.stringify(mapping));
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/owner/csv/${kind}/${call}`);
    const { subdomain } = useEditorUi.getState();
    if (subdomain) xhr.setRequestHeader(SITE_HEADER, subdomain);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status === 200) return resolve(json as T);
      const body = json as { error?: { code?: unknown; message?: unknown }; report?: ImportReport } | null;
      const message = typeof body?.error?.message === 'string' ? body.error.message : `The request failed (${xhr.status}).`;
      reject(new ImportRefused(xhr.status, message, typeof body?.error?.code === 'string' ? body.error.code : null, body?.report ?? null));
    };
    xhr.onerror = () => reject(new ImportRefused(0, 'The server could not be reached. Check your connection and try again.', null, null));
    xhr.send(form);
  });
}
