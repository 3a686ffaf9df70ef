// A vitest reporter that keeps what failed a run without failing a test: errors thrown outside any test (an
// unhandled rejection, a timer firing after its file ended, a worker that stopped answering) and files that did not
// load. vitest's JSON report leaves the first kind out, so `npm test` (scripts/test.mjs) reads this file to name them
// next to its closing line, where a log cut to its end still shows them.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One error of the run, as `npm test` prints it: where it came from and its first lines. */
export interface RunError {
  where: string;
  message: string;
}

type Thrown = { name?: string; message?: string; stack?: string; VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string };

const STACK_LINES = 4;
/** Where the errors are written, from the project's root; scripts/test.mjs reads it there. */
const OUTPUT_FILE = 'test-results/vitest-errors.json';

/** The error's first line and a few frames of its stack, without vitest's colour codes. */
export function describeError(error: Thrown): string {
  const head = `${error.name ?? 'Error'}: ${error.message ?? ''}`.trim();
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_LINES)
    .map((line) => line.trim());
  // eslint-disable-next-line no-control-regex -- the escape codes vitest may leave in a message
  return [head, ...frames].join('\n').replace(/\u001b\[[0-9;]*m/g, '');
}

export function runErrors(root: string, modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<Thrown>) {
  const relative = (file: string) => path.relative(root, file) || file;
  const errors: RunError[] = unhandled.map((error) => ({
    where: error.VITEST_TEST_PATH
      ? [relative(error.VITEST_TEST_PATH), error.VITEST_TEST_NAME].filter(Boolean).join(' › ')
      : 'outside any test file',
    message: describeError(error),
  }));
  for (const module of modules) {
    for (const error of module.errors())
      errors.push({ where: relative(module.moduleId), message: describeError(error) });
  }
  return errors;
}

export default class RunErrorsReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<Thrown>) {
    const file = path.resolve(this.root, OUTPUT_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(runErrors(this.root, modules, unhandled), null, 2));
  }
}
