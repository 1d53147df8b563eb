/** '1901–1980', 'born 1945', 'died 1890' or nothing, as the artists' table shows a lifespan. */
export function lifespan(begin: number | null, end: number | null): string {
  if (begin !== null && end !== null) return `${begin}–${end}`;
  if (begin !== null) return `born ${begin}`;
  if (end !== null) return `died ${end}`;
  return '';
}
