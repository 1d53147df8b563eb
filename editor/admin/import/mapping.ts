import { IMPORT_FIELDS, IMPORT_KEY_FIELD, type ImportField, type ImportKind, type ImportMapping } from '../../../schema';

/**
 * The mapping step's pure logic: for each column of the file, the field it fills (or null to ignore it),
 * starting from the server's suggestion. The server refuses a field taken by two columns, so choosing a
 * field another column has moves it here and leaves that column ignored.
 */

export const PART_LABELS: Record<ImportField['part'], string> = { artwork: 'Artwork', edition: 'Edition', artist: 'Artist' };

/** The fields of a kind grouped as the select lists them: artwork, edition, artist, each in the template's order. */
export function fieldGroups(kind: ImportKind): { label: string; fields: ImportField[] }[] {
  const groups: { label: string; fields: ImportField[] }[] = [];
  for (const field of IMPORT_FIELDS[kind]) {
    const label = PART_LABELS[field.part];
    let group = groups.find((g) => g.label === label);
    if (!group) groups.push((group = { label, fields: [] }));
    group.fields.push(field);
  }
  return groups;
}

export function fieldOf(kind: ImportKind, key: string | null): ImportField | undefined {
  return key === null ? undefined : IMPORT_FIELDS[kind].find((f) => f.key === key);
}

export function keyField(kind: ImportKind): ImportField {
  return fieldOf(kind, IMPORT_KEY_FIELD[kind])!;
}

/** The suggested mapping, with any field the client does not know (an older page against a newer server) left out. */
export function initialMapping(kind: ImportKind, suggested: readonly (string | null)[]): ImportMapping {
  return suggested.map((key) => (fieldOf(kind, key) ? key : null));
}

/**
 * Column `column` fills `field` now (null: ignored). The column that had the field before, if any, is
 * ignored from now on and returned as `displaced`, so the screen can say so.
 */
export function assignField(mapping: ImportMapping, column: number, field: string | null): { mapping: ImportMapping; displaced: number | null } {
  const displaced = field === null ? -1 : mapping.findIndex((key, i) => key === field && i !== column);
  const next = mapping.map((key, i) => (i === column ? field : i === displaced ? null : key));
  return { mapping: next, displaced: displaced >= 0 ? displaced : null };
}

export function isKeyMapped(kind: ImportKind, mapping: ImportMapping): boolean {
  return mapping.includes(IMPORT_KEY_FIELD[kind]);
}

export const mappedCount = (mapping: ImportMapping) => mapping.filter((key) => key !== null).length;

/** Up to `count` different values a column holds in the preview, empty cells left out. */
export function sampleValues(preview: readonly (readonly string[])[], column: number, count = 3): string[] {
  const values: string[] = [];
  for (const row of preview) {
    const value = (row[column] ?? '').trim();
    if (value && !values.includes(value)) values.push(value);
    if (values.length === count) break;
  }
  return values;
}

/** The preview rows as the import reads them: only the mapped columns, under their fields' headings. */
export function previewAsRead(kind: ImportKind, mapping: ImportMapping, preview: readonly (readonly string[])[]): { headings: string[]; rows: string[][] } {
  const columns = mapping.flatMap((key, i) => {
    const field = fieldOf(kind, key);
    return field ? [{ i, label: field.label }] : [];
  });
  return { headings: columns.map((c) => c.label), rows: preview.map((row) => columns.map((c) => row[c.i] ?? '')) };
}

/** A column's letter as spreadsheets show it: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
