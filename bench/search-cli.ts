import { resolve } from 'node:path';
import { hasLargeData } from '../fixtures/load-large';
import { measureSearchAtScale } from './search';

/**
 * `npm run bench:search`: the scale load and search at scale, on the embedded database and, when
 * DATABASE_URL is set, on PostgreSQL (each in a fresh database of its own). SHARED_DATA_DIR names the
 * shared data (default ../shared/data).
 */
export async function runSearchBench(log: (line: string) => void): Promise<void> {
  const sharedDataDir = resolve(process.env.SHARED_DATA_DIR ?? resolve(import.meta.dirname, '../../shared/data'));
  if (!hasLargeData(sharedDataDir)) {
    log(`Search at scale: skipped, the whole shared data is not in ${sharedDataDir} (set SHARED_DATA_DIR)`);
    return;
  }
  await measureSearchAtScale({ databaseUrl: null, sharedDataDir, label: 'PGlite' }, log);
  if (process.env.DATABASE_URL) await measureSearchAtScale({ databaseUrl: process.env.DATABASE_URL, sharedDataDir, label: 'PostgreSQL' }, log);
}

if (import.meta.url === `file://${process.argv[1]}`) await runSearchBench((line) => console.log(line));
