// A vitest reporter that keeps what failed a run without failing a test: errors thrown outside any test (an
// unhandled rejection, a timer firing after its file ended, a worker that stopped answering) and files that did not
// load. vitest's JSON report leaves the first kind out, so `npm test` (scripts/test.mjs) names the file in
// RUN_ERRORS_FILE and reads it back to name them next to its closing line, where a log cut to its end still shows
// them. Without that variable the reporter writes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** One error of the run, as `npm test` prints it: where it came from and its first lines. */
export interface RunError {
  where: string;
  message: string;
}

const STACK_LINES = 4;

/** The error's first line and a few frames of its stack, without vitest's colour codes. */
export function describeError(error: SerializedError): string {
  const head = `${error.name ?? 'Error'}: ${error.message ?? ''}`.trim();
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_LINES)
    .map((line) => line.trim());
  return stripVTControlCharacters([head, ...frames].join('\n'));
}

export function runErrors(
  root: string,
  modules: ReadonlyArray<TestModule>,
  unhandled: ReadonlyArray<SerializedError>,
): RunError[] {
  const relative = (file: string) => path.relative(root, file) || file;
  // vitest marks an error with the file and the test that were running when it was thrown.
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const errors: RunError[] = unhandled.map((error) => {
    const file = text(error.VITEST_TEST_PATH);
    const test = text(error.VITEST_TEST_NAME);
    return {
      where: file ? [relative(file), test].filter(Boolean).join(' › ') : 'outside any test file',
      message: describeError(error),
    };
  });
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

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    const file = process.env.RUN_ERRORS_FILE;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(runErrors(this.root, modules, unhandled), null, 2));
  }
}
