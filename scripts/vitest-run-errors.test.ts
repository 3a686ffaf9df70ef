import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { describeError, runErrors } from './vitest-run-errors.ts';

const stack = (frames: number) =>
  ['Error: broken', ...Array.from({ length: frames }, (_, i) => `    at step${i} (/repo/src/a.ts:${i + 1}:1)`)].join(
    '\n',
  );
const moduleWith = (moduleId: string, errors: object[]) =>
  ({ moduleId, errors: () => errors }) as unknown as TestModule;

describe("the run's errors outside any test", () => {
  it('keep the first line and a few frames, without colour codes', () => {
    const text = describeError({
      name: 'Error',
      message: '\u001b[31m[vitest-worker]: Timeout\u001b[39m',
      stack: stack(9),
    });
    expect(text.split('\n')).toEqual([
      'Error: [vitest-worker]: Timeout',
      'at step0 (/repo/src/a.ts:1:1)',
      'at step1 (/repo/src/a.ts:2:1)',
      'at step2 (/repo/src/a.ts:3:1)',
      'at step3 (/repo/src/a.ts:4:1)',
    ]);
  });

  it('say which file and test an error came from, and name files that did not load', () => {
    const errors = runErrors(
      '/repo',
      [moduleWith('/repo/src/b.test.ts', [{ name: 'SyntaxError', message: 'Unexpected token' }])],
      [
        {
          name: 'TypeError',
          message: 'x is undefined',
          VITEST_TEST_PATH: '/repo/src/a.test.ts',
          VITEST_TEST_NAME: 'draws',
        },
        { name: 'Error', message: 'worker stopped' },
      ],
    );
    expect(errors).toEqual([
      { where: 'src/a.test.ts › draws', message: 'TypeError: x is undefined' },
      { where: 'outside any test file', message: 'Error: worker stopped' },
      { where: 'src/b.test.ts', message: 'SyntaxError: Unexpected token' },
    ]);
  });
});
