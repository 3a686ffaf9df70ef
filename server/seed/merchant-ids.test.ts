import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ID } from './merchant-ids.ts';

describe('the seeded merchant ids', () => {
  // src/ cannot import the server, so the client's build-time default is read as text: a plain `npm start` on
  // localhost or 127.0.0.1 must open the seeded demo merchant.
  it("name the demo merchant in the client's default known hosts", () => {
    const source = fs.readFileSync(new URL('../../src/shared/config/env.ts', import.meta.url), 'utf8');
    const fallback = /VITE_KNOWN_MERCHANTS:\s*'([^']*)'/.exec(source)?.[1];
    const hosts = Object.fromEntries((fallback ?? '').split(',').map((pair) => pair.split('=')));
    expect(hosts).toEqual({ localhost: DEMO_MERCHANT_ID, '127.0.0.1': DEMO_MERCHANT_ID });
  });
});
