import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SETTINGS } from '@/shared/contract/merchant.ts';
import { STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { installFakeApi, networkDown, reply } from '@/testing/fake-api.ts';
import { webSettingsQuery } from './merchant.api.ts';

const MERCHANT = 'm-1';
const TITLE = { uz: 'Oshxona', ru: 'Ошхона', eng: 'Oshxona' };
const load = () => new QueryClient().fetchQuery({ ...webSettingsQuery(MERCHANT), retry: false, staleTime: 0 });

describe('the merchant settings when their refresh fails', () => {
  afterEach(() => localStorage.clear());

  it("keep this device's last copy, so a known brand does not turn into the default one", async () => {
    writeStored(STORAGE_KEYS.settings, { savedAt: 1, merchantId: MERCHANT, wire: { title: TITLE } });
    installFakeApi({ webSettings: networkDown() }, { token: null, merchantId: MERCHANT });
    expect((await load()).title).toEqual(TITLE);
  });

  it('fall back to the defaults on a device that never had them', async () => {
    installFakeApi({ webSettings: reply(502) }, { token: null, merchantId: MERCHANT });
    expect(await load()).toEqual(DEFAULT_WEB_SETTINGS);
  });
});
