import { afterEach, describe, expect, it } from 'vitest';
import { signInStepState } from '@/shared/routing/return-to.ts';
import { signInSteps } from './sign-in-steps.ts';

describe('sign-in steps', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('are read from the current history entry, and only a positive whole number counts', () => {
    expect(signInSteps()).toBe(0);
    window.history.replaceState(signInStepState(2), '');
    expect(signInSteps()).toBe(2);
    for (const junk of [-1, 1.5, '2', null]) {
      window.history.replaceState({ ...signInStepState(2), signInSteps: junk }, '');
      expect(signInSteps()).toBe(0);
    }
    // Counted in another page load (before a reload): the entries behind are not this page's.
    window.history.replaceState({ ...signInStepState(2), signInLoad: performance.timeOrigin - 1 }, '');
    expect(signInSteps()).toBe(0);
  });
});
