// Runs the test stages: groups one after another, the stages of a group at the same time.
// `all` is what CI runs (npm test); `check` is the everyday loop (npm run check).
// Each line of output is prefixed with its stage; full logs are kept in .tmp/test-logs/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Each file's time and failures, from the Vitest stages of `all`.
const VITEST_REPORTS = {
  'unit+component+api': '.tmp/test-logs/vitest-files.json',
  system: '.tmp/test-logs/system-files.json',
};
const jsonReport = (name) => `--reporter=default --reporter=json --outputFile.json=${VITEST_REPORTS[name]}`;
// Each browser test's result, from which the first failures are told at the end.
const PLAYWRIGHT_REPORT = '.tmp/test-logs/browser-tests.json';
const playwright = `env PLAYWRIGHT_JSON_OUTPUT_NAME=${PLAYWRIGHT_REPORT} npx playwright test --reporter=list,json`;

const STAGES = {
  // Both keep caches in .tmp/: a second run checks only what changed (a fresh clone has none).
  typecheck: 'npm run --silent typecheck',
  lint: 'npm run --silent lint',
  build: 'npm run --silent build',
  'unit+component': 'npx vitest run --project unit --project web',
  // Each file's time is kept beside the log, to see where the stage's time goes.
  'unit+component+api': `npx vitest run ${jsonReport('unit+component+api')}`,
  // Against the build of the first group (server/test/faults/server-process.ts).
  system: `TEST_SYSTEM=1 npx vitest run --project system ${jsonReport('system')}`,
  // As root, Chromium raises its own processes' priority (nice -8) and starves the Vitest workers
  // beside it: without the capability to raise priority it runs at the others' level.
  browser: `if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then setpriv --bounding-set -sys_nice ${playwright}; else ${playwright}; fi`,
};

const PLANS = {
  // The browser and system tests run the build. Each of the Vitest and browser stages alone keeps
  // both cores nearly busy, and beside each other every process runs slower (decision 106): the
  // system tests, which mostly wait on the processes they start, go beside the Vitest stage, and
  // the browser tests run alone after both.
  all: [['typecheck', 'lint', 'build'], ['unit+component+api', 'system'], ['browser']],
  check: [['typecheck', 'lint', 'unit+component']],
};

const plan = PLANS[process.argv[2] ?? 'all'];
if (!plan) {
  console.error(`usage: node scripts/test-stages.mjs ${Object.keys(PLANS).join('|')}`);
  process.exit(2);
}

const logDir = '.tmp/test-logs';
const FAILED_LOG_LINES = 40;
fs.mkdirSync(logDir, { recursive: true });
// One left from an earlier run would tell of its failures.
for (const report of [...Object.values(VITEST_REPORTS), PLAYWRIGHT_REPORT])
  fs.rmSync(report, { force: true });
const width = Math.max(...plan.flat().map((name) => name.length));

function runStage(name) {
  const started = Date.now();
  const log = fs.createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(STAGES[name], {
    shell: true,
    env: { ...process.env, FORCE_COLOR: '0', CI: process.env.CI ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name.padEnd(width)}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      log.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
    stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'));
  }
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const result = { name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) };
      log.end(() => resolve(result));
    }),
  );
}

const started = Date.now();
const results = [];
for (const group of plan) {
  const finished = await Promise.all(group.map(runStage));
  results.push(...finished);
  if (finished.some((result) => !result.ok)) break;
}

// CI keeps only the end of the output: the end of each failed stage's log, where its runner
// sums up what failed, comes just before the stages, so that the failure can be read there.
for (const { name } of results.filter((result) => !result.ok)) {
  const lines = fs
    .readFileSync(path.join(logDir, `${name}.log`), 'utf8')
    .trimEnd()
    .split('\n');
  console.log(`\n== the end of ${name}.log`);
  for (const line of lines.slice(-FAILED_LOG_LINES)) console.log(`  ${line}`);
}
const ANSI = new RegExp(String.raw`\x1b\[[0-9;]*m`, 'g');

/** A runner's JSON report, or undefined when it wrote none (or an unreadable one). */
function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** An error message's first lines with text, stack frames left out, each indented and cut short. */
function printFirstLines(message, count) {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .filter((text) => text.trim() && !/^\s*at /.test(text));
  for (const line of lines.slice(0, count)) console.log(`      ${line.trim().slice(0, 300)}`);
}

/**
 * The first failure of each failed Vitest file, in a few lines: the runner's own summary ends with
 * the last failure only, and the first one in a file is usually the cause of the rest. Short, as
 * CI keeps only the last 25 lines or so of the output.
 */
function firstFailures(name) {
  const report = VITEST_REPORTS[name] && readReport(VITEST_REPORTS[name]);
  if (!report) return;
  const failedFiles = report.testResults.filter((file) => file.status === 'failed');
  console.log(`\n== ${name}: the first failure of each failed file (${failedFiles.length})`);
  for (const file of failedFiles.slice(0, 3)) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    const first = failed[0];
    console.log(`  ${path.relative(process.cwd(), file.name)}: ${failed.length} failed`);
    if (first) console.log(`    first: ${first.fullName}`);
    printFirstLines(first?.failureMessages[0] ?? file.message ?? '', 2);
  }
}

/** The browser tests' failures, each with the first lines of its error (which step, what was expected). */
function browserFailures() {
  const report = readReport(PLAYWRIGHT_REPORT);
  if (!report) return;
  const failed = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((test) => test.status === 'unexpected')) {
        const error = test.results.find((result) => result.error)?.error;
        const step = error?.location ? ` (failed at line ${error.location.line})` : '';
        failed.push({
          where: `${spec.file}:${spec.line} ${spec.title}${step}`,
          message: error?.message ?? '',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  console.log(`\n== browser: the failed tests (${failed.length}), each with its error's first lines`);
  for (const { where, message } of failed.slice(0, 3)) {
    console.log(`  ${where}`);
    printFirstLines(message, 4);
  }
}

for (const { name } of results.filter((result) => !result.ok)) {
  if (name === 'browser') browserFailures();
  else firstFailures(name);
}
console.log('\n== stages');
for (const { name, ok, seconds } of results) {
  console.log(
    `  ${ok ? 'passed' : 'FAILED'}  ${name.padEnd(width)}  ${seconds} s  (.tmp/test-logs/${name}.log)`,
  );
}
const failed = results.some((result) => !result.ok) || results.length < plan.flat().length;
const total = Math.round((Date.now() - started) / 1000);
console.log(failed ? `== tests FAILED after ${total} s` : `== all tests passed in ${total} s`);
process.exit(failed ? 1 : 0);
