import { resolve } from 'node:path';
import { hasLargeData } from '../fixtures/load-large';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { SCALE_SUBDOMAIN, seedScaleSite } from './services/seed-scale';

/**
 * `npm run seed:scale`: adds the scale site (the whole shared data, about 193,000 works) to the
 * database `npm start` uses (DATA_DIR or DATABASE_URL), once. Stop the server first when it runs on the
 * embedded database: only one process may open it. SHARED_DATA_DIR names the data (default ../shared/data).
 */
const config = loadConfig();
const sharedDataDir = resolve(process.env.SHARED_DATA_DIR ?? resolve(import.meta.dirname, '../../shared/data'));
if (!hasLargeData(sharedDataDir)) {
  console.error(`The whole shared data is not in ${sharedDataDir}: set SHARED_DATA_DIR to the folder of artworks-large.jsonl.gz.`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = performance.now();
  const result = await seedScaleSite(database.db, sharedDataDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.created
      ? `Loaded ${result.artworks.toLocaleString('en-US')} works and ${result.artists.toLocaleString('en-US')} artists into the site '${SCALE_SUBDOMAIN}' in ${seconds} s (text indexes built in ${(result.timings.index / 1000).toFixed(1)} s of it).`
      : `The site '${SCALE_SUBDOMAIN}' is there already (${result.artworks.toLocaleString('en-US')} works); nothing was loaded.`,
  );
  console.log(`Open http://${SCALE_SUBDOMAIN}.${config.rootHost}:${config.port}/ or http://localhost:${config.port}/?sub=${SCALE_SUBDOMAIN} after npm start.`);
} finally {
  await database.close();
}
