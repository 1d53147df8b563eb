import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { writeCsv } from '../services/back-office/import/csv';

/**
 * A gallery's spreadsheet made from the shared data (Tate's records, ../shared/data/README.md), read
 * where it lies and never copied into the repository: one row per edition, with headings as a
 * spreadsheet would have them (Stock No., Retail Price, Height (cm)…), prices made up from the row.
 */

export const SHARED_DATA_DIR = resolve(process.env.SHARED_DATA_DIR ?? resolve(import.meta.dirname, '../../../shared/data'));
const ARTISTS = 'tate-artists.jsonl.gz';
const ARTWORKS = 'tate-artworks.jsonl.gz';

export const hasTateData = () => existsSync(join(SHARED_DATA_DIR, ARTISTS)) && existsSync(join(SHARED_DATA_DIR, ARTWORKS));

async function* jsonLines<T>(path: string): AsyncGenerator<T> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as T;
}

export const SPREADSHEET_HEADINGS = ['Stock No.', 'Title', 'Artist', 'Year', 'Medium', 'Tags', 'Edition type', 'Edition number', 'Edition size', 'Retail Price', 'Qty', 'Height (cm)', 'Width (cm)', 'Depth (cm)'];

export interface SpreadsheetWork {
  sku: string;
  title: string;
  artist: string | null;
  date: string | null;
  medium: string | null;
  /** The rows' prices in minor units, one per edition. */
  prices: number[];
  height: number | null;
}

/** `rows` rows of works from Tate's records: every seventh work a numbered edition of 3 with two rows, the rest unique. */
export async function tateSpreadsheet(rows: number, skuPrefix = 'TATE'): Promise<{ csv: string; works: SpreadsheetWork[] }> {
  const artists = new Map<string, string>();
  for await (const a of jsonLines<{ sourceId: string; name: string }>(join(SHARED_DATA_DIR, ARTISTS))) artists.set(String(a.sourceId), a.name);
  const lines: string[][] = [];
  const works: SpreadsheetWork[] = [];
  type Work = { sourceId: string; accessionNumber: string; title: string | null; artistSourceIds?: string[]; date?: string | null; medium?: string | null; classification?: string | null; heightCm?: number | null; widthCm?: number | null; depthCm?: number | null };
  for await (const w of jsonLines<Work>(join(SHARED_DATA_DIR, ARTWORKS))) {
    if (lines.length >= rows) break;
    if (!w.title) continue;
    const i = works.length;
    const sku = `${skuPrefix}-${w.accessionNumber}`;
    const artist = artists.get(String(w.artistSourceIds?.[0] ?? '')) ?? null;
    const numbered = i % 7 === 3 && lines.length + 2 <= rows;
    const base = 25_000 + ((i * 7919) % 950_000);
    const prices = numbered ? [base, base + 10_000] : [base];
    const size = (n: number | null | undefined) => (n == null ? '' : String(n));
    prices.forEach((price, n) => {
      lines.push([
        sku,
        w.title!,
        artist ?? '',
        w.date ?? '',
        w.medium ?? '',
        w.classification ?? '',
        numbered ? 'Numbered' : 'Unique',
        numbered ? String(n + 1) : '',
        numbered ? '3' : '',
        `${Math.floor(price / 100).toLocaleString('en-US')}.${String(price % 100).padStart(2, '0')}`,
        '1',
        size(w.heightCm),
        size(w.widthCm),
        size(w.depthCm),
      ]);
    });
    works.push({ sku, title: w.title, artist, date: w.date ?? null, medium: w.medium ?? null, prices, height: w.heightCm ?? null });
  }
  return { csv: writeCsv(SPREADSHEET_HEADINGS, lines), works };
}
