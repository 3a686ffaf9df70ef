/**
 * The ids of the seeded merchants: one truth for the seed, the server tests, the end-to-end specs and the bench.
 * The client's default `VITE_KNOWN_MERCHANTS` (src/shared/config/env.ts) names the demo merchant too; src/ cannot
 * import the server, so merchant-ids.test.ts checks that it names this id.
 */
export const DEMO_MERCHANT_ID = '7b0d1c6e-2f4a-4c1e-9d1a-0d3e5a6b7c01';
export const BURGER_MERCHANT_ID = '3c9e5f2a-8b7d-4e61-a0f4-5d2c1b9e8f02';
/** The benchmark merchant (`npm run seed -- --products N`), not part of the demo data. */
export const SCALE_MERCHANT_ID = '9f1a2b3c-4d5e-4f60-8a7b-6c5d4e3f2a03';
