import { describe, expect, it } from 'vitest';
import { call } from '@/shared/api/client.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { SendCodeResponseSchema } from '@/shared/contract/user.ts';
import { installFakeApi, reply } from '@/testing/fake-api.ts';

const tooSoon = (retryAfter: unknown) =>
  reply(429, {
    code: 'RESEND_TOO_SOON',
    message: 'Wait',
    description: { uz: 'Kuting', ru: 'Подождите', eng: 'Wait' },
    retryAfter,
  });

describe("an error answer's retryAfter", () => {
  it.each([
    [17, 17],
    [0, 0],
    [2.5, 2.5],
    [null, null],
    [undefined, null],
    [-3, null],
  ])('%s comes to the caller as %s', async (sent, kept) => {
    installFakeApi({ sendCode: tooSoon(sent) }, { token: null, merchantId: 'm-1' });
    const result = await call(endpoints.sendCode, {
      schema: SendCodeResponseSchema,
      body: { phone: '998901234568', type: 'WEB' },
    });
    expect(result.ok).toBe(false);
    expect(result.error?.code).toBe('RESEND_TOO_SOON');
    expect(result.error?.retryAfter).toBe(kept);
  });
});
