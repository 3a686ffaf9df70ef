import { beforeEach, describe, expect, it } from 'vitest';
import { rememberRedirect } from '../../shared/routing/redirect.ts';
import { chooseRoute, leaveAfterChoice } from './choose-route.ts';

describe('choose-address route', () => {
  beforeEach(() => localStorage.clear());

  it('carries ?return= on to the form it opens', () => {
    expect(chooseRoute('return=%2Fcheckout')).toEqual({ returnPath: '/checkout', createPath: '/address/create?choose=1&return=%2Fcheckout' });
    expect(chooseRoute('')).toEqual({ returnPath: null, createPath: '/address/create?choose=1' });
    expect(chooseRoute('return=%2F%2Fevil.example').returnPath).toBe('/');
  });

  it('after a choice: ?return=, else the remembered path (once), else back, else home', () => {
    expect(leaveAfterChoice('/checkout', true)).toEqual({ kind: 'path', path: '/checkout' });
    rememberRedirect('/cart');
    expect(leaveAfterChoice(null, true)).toEqual({ kind: 'path', path: '/cart' });
    expect(leaveAfterChoice(null, true)).toEqual({ kind: 'back' });
    expect(leaveAfterChoice(null, false)).toEqual({ kind: 'path', path: '/' });
  });
});
