// @vitest-environment jsdom
// jsdom, not happy-dom: the policy screen's DOMPurify does not support happy-dom.
/**
 * Property: whatever an endpoint answers, a screen that reads it never crashes and never goes blank. Each case renders
 * a screen through the app's own routes with one endpoint's answer broken (`brokenAnswer`: a valid answer changed in
 * a few places, or any JSON at all) and every other answer valid; after the answer has been read, the page must hold
 * text and must not be the crash page. The contract check turns what it cannot use into the screen's error state;
 * what it lets through must be drawable.
 *
 * Deterministic: a fixed seed; a failure prints the seed and the shrunk answer, so it can be replayed.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import type { EndpointName } from '@/shared/contract/endpoints.ts';
import { paths } from '@/shared/routing/paths.ts';
import { malformed } from '@/testing/contract-answers.ts';
import type { ApiAnswers } from '@/testing/fake-api.ts';
import {
  TEST_BRANCH,
  TEST_MENU,
  TEST_PAYMENT_METHODS,
  TEST_PAYMENT_SETTINGS,
  TEST_STORED_BRANCH,
  TEST_USER,
} from '@/testing/fixtures.ts';
import { brokenAnswer } from '@/testing/mutate.ts';
import { renderScreen, type RenderScreenOptions } from '@/testing/render-screen.tsx';

const SEED = 20_261_124;
const RUNS = 8;

const same = (text: string) => ({ uz: text, ru: text, eng: text });
const ORDER = makeOrder({ id: 5, userId: TEST_USER.id });

/** Every answer the screens below read, valid. */
const WORLD = {
  overalls: TEST_MENU,
  grades: [],
  branches: [TEST_BRANCH],
  stories: [],
  banners: [],
  paymentMethods: TEST_PAYMENT_METHODS,
  paymentSettings: TEST_PAYMENT_SETTINGS,
  addresses: [],
  myPromos: [],
  favourites: [],
  order: ORDER,
  activeOrdersOfUser: [ORDER],
  notifications: [
    { id: 1, title: same('Welcome'), body: same('Cashback is on'), isRead: false, createdDate: '2026-11-20T10:00:00Z' },
  ],
  vacancies: [
    {
      id: 7,
      position: same('Cook'),
      responsible: 'Bahodir Nazarov',
      phone: '+998712000020',
      telegram: '@jobs',
      salary: 7000000,
      requirements: same('Two years in a kitchen'),
      branchId: TEST_BRANCH.id,
    },
  ],
  policies: { type: 'TERMS' as const, text: same('<p>Terms of the service</p>') },
} satisfies ApiAnswers;

interface Case {
  screen: string;
  path: string;
  broken: keyof typeof WORLD;
  options?: Omit<RenderScreenOptions, 'path' | 'api'>;
}

const SIGNED_IN = { session: TEST_USER, branch: TEST_STORED_BRANCH };
const WITH_BASKET = { ...SIGNED_IN, basket: [{ productId: 1, count: 2 }] };
const CASES: readonly Case[] = [
  { screen: 'menu', path: paths.home, broken: 'overalls' },
  { screen: 'menu', path: paths.home, broken: 'branches' },
  { screen: 'menu', path: paths.home, broken: 'stories' },
  { screen: 'menu', path: paths.home, broken: 'banners' },
  { screen: 'menu', path: paths.home, broken: 'grades' },
  { screen: 'dish', path: paths.product(1), broken: 'overalls' },
  { screen: 'category', path: paths.category(10), broken: 'overalls' },
  { screen: 'basket', path: paths.cart, broken: 'overalls', options: WITH_BASKET },
  { screen: 'basket', path: paths.cart, broken: 'myPromos', options: WITH_BASKET },
  { screen: 'checkout', path: paths.checkout, broken: 'paymentMethods', options: WITH_BASKET },
  { screen: 'checkout', path: paths.checkout, broken: 'paymentSettings', options: WITH_BASKET },
  { screen: 'checkout', path: paths.checkout, broken: 'addresses', options: WITH_BASKET },
  { screen: 'orders', path: paths.orders, broken: 'activeOrdersOfUser', options: SIGNED_IN },
  { screen: 'order', path: paths.order(5), broken: 'order', options: SIGNED_IN },
  { screen: 'favourites', path: paths.liked, broken: 'favourites', options: SIGNED_IN },
  { screen: 'notifications', path: paths.notifications, broken: 'notifications', options: SIGNED_IN },
  { screen: 'vacancies', path: paths.vacancies, broken: 'vacancies' },
  { screen: 'terms', path: paths.terms, broken: 'policies' },
  { screen: 'branches', path: paths.branches, broken: 'branches' },
];

const SETTINGS = {
  favouriteActive: true,
  termsOfUseActive: true,
  vacanciesActive: true,
  notificationsActive: true,
  storiesActive: true,
  bannersActive: true,
};

describe('a screen given a broken answer', () => {
  it.each(CASES)(
    '$screen with $broken broken: no crash, never blank',
    async ({ path, broken, options }) => {
      await fc.assert(
        fc.asyncProperty(brokenAnswer(WORLD[broken]), async (answer) => {
          cleanup();
          localStorage.clear();
          const { api } = await renderScreen({
            path,
            settings: SETTINGS,
            ...options,
            api: { ...WORLD, [broken]: malformed(answer) } as unknown as ApiAnswers,
          });
          await waitFor(() => expect(api.calls(broken as EndpointName).length).toBeGreaterThan(0));
          // The answer is read, checked and drawn (or its error is): a few turns of the event loop.
          for (let turn = 0; turn < 3; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
          expect(screen.queryByTestId('error-retry')).toBeNull();
          expect(document.body.textContent?.trim()).not.toBe('');
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    120_000,
  );
});
