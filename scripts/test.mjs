import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrowser } from './find-browser.mjs';

/**
 * `npm test`: lint, typecheck, unit tests, server tests (on PGlite, and again on PostgreSQL when DATABASE_URL
 * is set), the browser build, and the end-to-end specs in real Chromium. Every step runs; the last
 * line sums them up as 'N passed, N failed'.
 */
const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const databaseUrl = process.env.DATABASE_URL;
const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

const chromePath = findBrowser();
let passed = 0;
let failed = 0;
const summary = [];
/** The failed tests by name, with the first lines of why, so the end of a long log says what broke. */
const failures = [];

function run(label, command, args, env = process.env) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const ok = result.status === 0;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function vitest(label, project, env) {
  const out = join(reports, `${project}-${summary.length}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  count(out, (r) => [r.numPassedTests, r.numFailedTests], ok);
  collect(out, (r) => vitestFailures(r, label));
}

function vitestFailures(report, label) {
  return report.testResults.flatMap((file) => {
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') return [{ name: `${label}: ${file.name}`, why: file.message ?? '' }];
    return failedTests.map((t) => ({ name: `${label}: ${file.name} › ${t.fullName}`, why: (t.failureMessages ?? []).join('\n') }));
  });
}

function playwrightFailures(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        found.push({ name: `e2e: ${spec.file}:${spec.line} › ${spec.title}`, why: last?.error?.message ?? last?.status ?? '' });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

function collect(file, read) {
  try {
    failures.push(...read(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    // No report: the step's own output above says why.
  }
}

function firstLines(text, n) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim() !== '').slice(0, n);
}

function count(file, read, ok) {
  try {
    const [p, f] = read(JSON.parse(readFileSync(file, 'utf8')));
    passed += p;
    failed += f;
    if (!ok && f === 0) failed += 1;
  } catch {
    if (!ok) failed += 1;
  }
}

if (!run('lint', 'npx', ['eslint', '.'])) failed += 1;
if (!run('typecheck', 'npx', ['tsc', '--noEmit'])) failed += 1;
vitest('unit tests', 'unit*', process.env);
vitest('server tests on PGlite', 'server', withoutDatabaseUrl);
if (databaseUrl) vitest('server tests on PostgreSQL', 'server', process.env);
else summary.push('skip server tests on PostgreSQL (DATABASE_URL is not set)');

if (!run('browser build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) failed += 1;
const e2eJson = join(reports, 'e2e.json');
const e2eOk = run('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  ...withoutDatabaseUrl,
  CHROME_PATH: chromePath,
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
});
count(e2eJson, (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected], e2eOk);
collect(e2eJson, playwrightFailures);

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const { name, why } of failures) {
    console.log(`- ${name}`);
    for (const line of firstLines(why, 6)) console.log(`    ${line}`);
  }
}
console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
