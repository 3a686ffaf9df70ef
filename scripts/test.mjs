#!/usr/bin/env node
// `npm test`: every check of the project, in order, continuing after failures:
//   typecheck (1 check) -> lint (1) -> unit tests (vitest: one per test) -> build (1) -> bundle budget (1)
//   -> end-to-end (Playwright: one per test).
// The very last line printed is `N passed, N failed` (CI reads it); the exit code is 0 only when nothing failed.
// Flags: --skip-e2e; --only <steps> (comma-separated: typecheck,lint,unit,build,budget,e2e).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBudget } from './budget.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildClient } from './start.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const resultsDir = path.join(repoRoot, 'test-results');
const STEPS = ['typecheck', 'lint', 'unit', 'build', 'budget', 'e2e'];

function parseArgs(argv) {
  let only = null;
  let skipE2e = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--skip-e2e') skipE2e = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg.includes('=') ? arg.slice('--only='.length) : argv[(i += 1)];
      only = new Set(
        (value ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const unknown = [...only].filter((s) => !STEPS.includes(s));
      if (unknown.length > 0 || only.size === 0) {
        console.log(`unknown --only value "${value ?? ''}"; steps are: ${STEPS.join(', ')}`);
        process.exit(2);
      }
    } else {
      console.log(`unknown argument ${arg}; usage: npm test [-- --skip-e2e] [-- --only ${STEPS.join(',')}]`);
      process.exit(2);
    }
  }
  return (step) => (only ? only.has(step) : true) && !(skipE2e && step === 'e2e');
}

/** Runs a command with inherited stdio; returns its exit status (1 when it could not start). */
function run(command, args, env = {}) {
  console.log(`$ ${[path.relative(repoRoot, command) || command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.log(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const steps = {
  typecheck() {
    const app = run(bin('tsc'), ['-p', 'tsconfig.app.json']);
    const node = run(bin('tsc'), ['-p', 'tsconfig.node.json']);
    return app === 0 && node === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  },

  lint() {
    const zones = run(bin('eslint'), ['--max-warnings=0', '.']);
    const cycles = run(process.execPath, ['scripts/import-cycles.mjs']);
    const format = run(bin('prettier'), ['--check', '--log-level=warn', '.']);
    return zones === 0 && cycles === 0 && format === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  },

  unit() {
    const jsonFile = path.join(resultsDir, 'vitest.json');
    const errorsFile = path.join(resultsDir, 'vitest-errors.json');
    fs.rmSync(jsonFile, { force: true });
    fs.rmSync(errorsFile, { force: true });
    const status = run(
      bin('vitest'),
      [
        'run',
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.relative(repoRoot, jsonFile)}`,
        // Errors outside any test and files that did not load, which the JSON report leaves out.
        '--reporter=./scripts/vitest-run-errors.ts',
      ],
      { RUN_ERRORS_FILE: errorsFile },
    );
    const report = readJson(jsonFile);
    if (!report) {
      console.log('vitest wrote no JSON report: counting 1 failure.');
      return { passed: 0, failed: 1 };
    }
    const passed = Number(report.numPassedTests) || 0;
    let failed = Number(report.numFailedTests) || 0;
    const names = (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.relative(repoRoot, file.name ?? '')} › ${test.fullName ?? test.title}`),
    );
    const runErrors = readJson(errorsFile) ?? [];
    for (const error of runErrors) names.push(`${error.where}: ${error.message.replaceAll('\n', '\n         ')}`);
    if (status !== 0 && failed === 0) {
      // A suite that failed to load, or an unhandled error, fails the run without a failing test.
      console.log(`vitest exited with ${status} but reported no failing test: counting 1 failure.`);
      if (runErrors.length === 0) names.push(`vitest exited with ${status}; see its output above`);
      failed = 1;
    }
    return { passed, failed, names };
  },

  build() {
    return buildClient() ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  },

  budget() {
    return runBudget() ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  },

  e2e() {
    let chromium;
    try {
      chromium = ensureChromium();
    } catch (error) {
      console.log(error instanceof Error ? error.message : String(error));
      return { passed: 0, failed: 1 };
    }
    const jsonFile = path.join(resultsDir, 'e2e.json');
    fs.rmSync(jsonFile, { force: true });
    const status = run(bin('playwright'), ['test'], {
      CHROME_PATH: chromium,
      PW_JSON_OUTPUT: jsonFile,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    const report = readJson(jsonFile);
    const stats = report?.stats;
    if (!stats) {
      console.log('Playwright wrote no JSON report: counting 1 failure.');
      return { passed: 0, failed: 1 };
    }
    const passed = (Number(stats.expected) || 0) + (Number(stats.flaky) || 0);
    let failed = Number(stats.unexpected) || 0;
    if (status !== 0 && failed === 0) {
      // e.g. the web server did not start, a global error, or no tests found.
      console.log(`playwright exited with ${status} but reported no failing test: counting 1 failure.`);
      failed = 1;
    }
    return { passed, failed, names: failedSpecs(report) };
  },
};

/** The titles of the Playwright tests that failed, from its JSON report's nested suites. */
function failedSpecs(report) {
  const out = [];
  const walk = (suite, trail) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.ok === false) out.push(`${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

function main() {
  const wanted = parseArgs(process.argv.slice(2));
  fs.mkdirSync(resultsDir, { recursive: true });
  const rows = [];
  for (const name of STEPS) {
    if (!wanted(name)) continue;
    console.log(`\n===== ${name} =====`);
    const started = performance.now();
    let result;
    try {
      result = steps[name]();
    } catch (error) {
      console.log(`${name} crashed: ${error instanceof Error ? error.stack : String(error)}`);
      result = { passed: 0, failed: 1 };
    }
    const seconds = (performance.now() - started) / 1000;
    rows.push({ name, ...result, seconds });
    console.log(`----- ${name}: ${result.passed} passed, ${result.failed} failed (${seconds.toFixed(1)} s)`);
  }

  console.log('\n===== summary =====');
  for (const row of rows) {
    const mark = row.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `${mark} ${row.name.padEnd(10)} ${String(row.passed).padStart(4)} passed ${String(row.failed).padStart(3)} failed ${row.seconds.toFixed(1).padStart(6)} s`,
    );
    // Named here, next to the closing line, so a log cut to its end still says which tests failed.
    for (const name of (row.names ?? []).slice(0, 20)) console.log(`       ✗ ${name}`);
  }
  const passed = rows.reduce((n, row) => n + row.passed, 0);
  const failed = rows.reduce((n, row) => n + row.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main();
