import { resolve } from 'node:path';
import { hasLargeData } from '../fixtures/load-large';
import { measureBackOffice } from './back-office';

/**
 * `npm run bench:back-office`: the owner's artworks table and saves over the whole shared data (also part
 * of `npm run bench`). SHARED_DATA_DIR names the shared data (default ../shared/data); BENCH_BACK_OFFICE_DIR
 * names a data folder to load once and keep, so the figures can be taken again without the load;
 * BENCH_BULK_WHOLE_SITE=1 adds a bulk action over every work of the scale site (10-20 minutes each way).
 */
export async function runBackOfficeBench(log: (line: string) => void): Promise<void> {
  const sharedDataDir = resolve(process.env.SHARED_DATA_DIR ?? resolve(import.meta.dirname, '../../shared/data'));
  if (!hasLargeData(sharedDataDir)) {
    log(`Back office at scale: skipped, the whole shared data is not in ${sharedDataDir} (set SHARED_DATA_DIR)`);
    return;
  }
  await measureBackOffice(sharedDataDir, log, process.env.BENCH_BACK_OFFICE_DIR || undefined);
}

if (import.meta.url === `file://${process.argv[1]}`) await runBackOfficeBench((line) => console.log(line));
