import { measureVisitorPages, optionsFromEnv } from './index';

/** `npm run bench:lighthouse`: Lighthouse mobile on each budget page, median of BENCH_LIGHTHOUSE_RUNS (3) runs (also part of `npm run bench`). CHROME_PATH. */
await measureVisitorPages(optionsFromEnv({ weight: false, lighthouse: true }), (line) => console.log(line));
