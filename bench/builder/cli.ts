import { measureBuilders, optionsFromEnv } from './index';

/**
 * `npm run bench:builder`: only the builder canvas bench (ours beside raw Craft.js and Puck).
 * BENCH_BUILDER_N=100,1000 (sizes), BENCH_BUILDER_RUNS=3, BENCH_BUILDER_TARGETS=ours-flat,ours-nested,craft,puck,
 * BENCH_BUILDER_TIMEOUT=60 (seconds per step), BENCH_BUILDER_SKIP_BUILD=1 (reuse dist/), CHROME_PATH.
 */
const { lines } = await measureBuilders(optionsFromEnv());
console.log(`\n${lines.join('\n')}`);
