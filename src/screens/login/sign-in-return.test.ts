import { afterEach, describe, expect, it } from 'vitest';
import { signInStepState } from '@/shared/routing/return-to.ts';
import { signInSteps } from './sign-in-return.tsx';

describe('sign-in steps', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('are read from the current history entry, and only a positive whole number counts', () => {
    expect(signInSteps()).toBe(0);
    window.history.replaceState(signInStepState(2), '');
    expect(signInSteps()).toBe(2);
    for (const junk of [-1, 1.5, '2', null]) {
      window.history.replaceState({ signInSteps: junk }, '');
      expect(signInSteps()).toBe(0);
    }
  });
});
