/**
 * Property: `call()` never throws, whatever the wire brings, for every endpoint of the contract. A random status (a
 * success, a client or server error, no connection, a time-out) with any JSON body, or a valid-looking error body
 * with strange values, comes back as a result: `ok` only with an answer its schema accepts, else a failure of one of
 * the known kinds, whose message the error text can always say.
 */
import * as v from 'valibot';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { endpoints, type EndpointName } from '@/shared/contract/endpoints.ts';
import { ANSWER_SCHEMAS, malformed } from '@/testing/contract-answers.ts';
import { installFakeApi, reply } from '@/testing/fake-api.ts';

const SEED = 20_261_124;
const KINDS = ['http', 'network', 'timeout', 'contract', 'unauthorized'];
const t = ((key: string) => key) as unknown as Parameters<typeof errorText>[2];

const wire = fc.oneof(
  fc.record({ status: fc.constant(200), body: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({
    status: fc.constantFrom(0, -1, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503),
    body: fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.record({
        code: fc.string(),
        message: fc.string(),
        description: fc.oneof(fc.constant(null), fc.dictionary(fc.constantFrom('uz', 'ru', 'eng', 'xx'), fc.string())),
      }),
    ),
  }),
);

describe('call() given anything on the wire', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  it.each(names)('%s: a result, never a throw', async (name) => {
    const api = installFakeApi({}, { token: 'token-1', merchantId: 'm-1' });
    const schema = ANSWER_SCHEMAS[name];
    await fc.assert(
      fc.asyncProperty(wire, async ({ status, body }) => {
        api.answer(name, status === 200 ? malformed(body) : reply(status, body));
        const result = await call(endpoints[name], {
          schema,
          params: { id: 1, userId: 1, merchant: 'm-1', merchantId: 'm-1', sub: 'demo' },
        });
        if (result.ok) expect(v.safeParse(schema, result.data).success).toBe(true);
        else {
          expect(KINDS).toContain(result.error.kind);
          expect(typeof errorText(result.error, 'eng', t)).toBe('string');
        }
      }),
      { seed: SEED, numRuns: 25 },
    );
  });
});
