import { beforeEach, describe, expect, it } from 'vitest';
import { peekRedirect, rememberRedirect } from '@/shared/routing/return-to.ts';
import { addressFormPath, chooseRoute, formRoute, leaveAfterChoice, leaveAfterSave } from './address-return.lib.ts';
import { hasRemembered } from '@/shared/routing/sign-in-steps.ts';

describe('address form path', () => {
  it('builds the address form with its query, the return path encoded', () => {
    expect(addressFormPath()).toBe('/address/create');
    expect(addressFormPath({ edit: 7 })).toBe('/address/create?edit=7');
    expect(addressFormPath({ choose: true, returnTo: '/checkout' })).toBe(
      '/address/create?choose=1&return=%2Fcheckout',
    );
    expect(formRoute('edit=7&choose=1&return=%2Fcheckout')).toEqual({
      editId: 7,
      choose: true,
      returnPath: '/checkout',
    });
    expect(addressFormPath({ returnTo: null })).toBe('/address/create');
  });
});

describe('choose-address route', () => {
  beforeEach(() => localStorage.clear());

  it('carries ?return= on to the form it opens', () => {
    expect(chooseRoute('return=%2Fcheckout')).toEqual({
      returnPath: '/checkout',
      createPath: '/address/create?choose=1&return=%2Fcheckout',
    });
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

describe('address form route', () => {
  beforeEach(() => localStorage.clear());

  it('reads edit, choose and a same-origin return path', () => {
    expect(formRoute('edit=12&choose=1&return=%2Fcheckout')).toEqual({
      editId: 12,
      choose: true,
      returnPath: '/checkout',
    });
    expect(formRoute('edit=abc&return=https%3A%2F%2Fevil.example')).toEqual({
      editId: null,
      choose: false,
      returnPath: '/',
    });
    expect(formRoute('')).toEqual({ editId: null, choose: false, returnPath: null });
  });

  it('goes on to ?return= with the address chosen, else back to the list (or to it when opened directly)', () => {
    expect(leaveAfterSave({ choose: false, returnPath: '/checkout' }, hasRemembered, true)).toEqual({
      kind: 'path',
      path: '/checkout',
      choose: true,
    });
    expect(leaveAfterSave({ choose: false, returnPath: null }, hasRemembered, true)).toEqual({
      kind: 'back',
      choose: false,
    });
    expect(leaveAfterSave({ choose: false, returnPath: null }, hasRemembered, false)).toEqual({
      kind: 'path',
      path: '/address',
      choose: false,
    });
  });

  it('from /choose-address: takes the remembered path once, else goes back to the choice', () => {
    rememberRedirect('/checkout');
    expect(leaveAfterSave({ choose: true, returnPath: null }, hasRemembered, true)).toEqual({
      kind: 'path',
      path: '/checkout',
      choose: true,
    });
    expect(hasRemembered()).toBe(false);
    expect(peekRedirect()).toBe('/');
    expect(leaveAfterSave({ choose: true, returnPath: null }, hasRemembered, true)).toEqual({
      kind: 'back',
      choose: true,
    });
    expect(leaveAfterSave({ choose: true, returnPath: null }, hasRemembered, false)).toEqual({
      kind: 'path',
      path: '/choose-address',
      choose: true,
    });
  });

  it('leaves a remembered path alone when the form was not opened from the choice', () => {
    rememberRedirect('/checkout');
    leaveAfterSave({ choose: false, returnPath: null }, hasRemembered, true);
    expect(hasRemembered()).toBe(true);
  });
});
