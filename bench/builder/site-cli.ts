import { measureSiteBuilder } from './site';

/** `npm run bench:site`: only the builder on a 40-page site and the theme switch. BENCH_SITE_RUNS=5, CHROME_PATH, BENCH_BUILDER_SKIP_BUILD=1. */
const runs = Math.max(1, Math.floor(Number(process.env.BENCH_SITE_RUNS) || 5));
const lines = await measureSiteBuilder(process.env.CHROME_PATH ?? '/usr/bin/chromium', runs, (line) => console.log(line));
console.log(`\n${lines.join('\n')}`);
