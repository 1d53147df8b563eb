import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

/**
 * `npm run fuzz`: the property-based API fuzzing of server/routes/fuzz.test.ts, longer than in CI and
 * with a fresh seed each time (printed, so a failure can be replayed with FUZZ_SEED=…).
 * Usage: npm run fuzz [-- runs]   (default 1000 runs per endpoint family)
 */
const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '1000';
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31 - 1));
console.log(`Fuzzing every endpoint family: ${runs} runs each, seed ${seed}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'server/routes/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
