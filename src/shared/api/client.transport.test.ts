/**
 * The client loads its wire code (transport.ts, axios) when a request first has to be sent. When that code cannot
 * be had (offline, a deploy that replaced the file) or does not come in time, the call fails as a request would,
 * and the next call tries again.
 */
import { afterEach, expect, it, vi } from 'vitest';
import * as v from 'valibot';

const ANY = v.array(v.unknown());

async function freshClient() {
  vi.resetModules();
  const [{ call }, { endpoints }] = await Promise.all([
    import('./client.ts'),
    import('@/shared/contract/endpoints.ts'),
  ]);
  return { call, endpoints };
}

afterEach(() => {
  vi.doUnmock('./transport.ts');
  vi.useRealTimers();
});

it('fails as a lost connection when the wire code cannot be loaded, and the next call loads it again', async () => {
  vi.doMock('./transport.ts', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  const { call, endpoints } = await freshClient();
  const first = await call(endpoints.grades, { schema: ANY });
  expect(first.error?.kind).toBe('network');
  // A call that can be cancelled (a query's) meets the same failure.
  const cancellable = await call(endpoints.grades, { schema: ANY, signal: new AbortController().signal });
  expect(cancellable.error?.kind).toBe('network');

  vi.doUnmock('./transport.ts');
  const { installFakeApi } = await import('@/testing/fake-api.ts');
  const api = installFakeApi({ grades: [] });
  const second = await call(endpoints.grades, { schema: ANY });
  expect(second).toMatchObject({ ok: true, data: [] });
  expect(api.calls('grades')).toHaveLength(1);
  api.uninstall();
});

it("counts the wire code's loading against the call's time, and stops waiting for it when cancelled", async () => {
  vi.doMock('./transport.ts', () => new Promise(() => undefined));
  const { call, endpoints } = await freshClient();
  const late = await call(endpoints.grades, { schema: ANY, timeout: 20 });
  expect(late.error?.kind).toBe('timeout');

  const stop = new AbortController();
  const pending = call(endpoints.grades, { schema: ANY, signal: stop.signal });
  stop.abort();
  expect((await pending).error?.kind).toBe('cancelled');
});

it('takes a large answer as a Blob and reads it, its error body included, and a body that is not JSON is a mismatch', async () => {
  const sent: unknown[] = [];
  const answers: { kind: 'answer'; status: number; data: unknown }[] = [
    { kind: 'answer', status: 200, data: new Blob(['[{"id":1,"name":"Oʻzbekcha"}]']) },
    {
      kind: 'answer',
      status: 409,
      data: new Blob([
        JSON.stringify({
          code: 'MENU_CLOSED',
          message: 'Closed',
          description: { uz: 'Yopiq', ru: 'Закрыто', eng: 'Closed' },
        }),
      ]),
    },
    { kind: 'answer', status: 200, data: new Blob(['<html>Bad gateway</html>']) },
  ];
  vi.doMock('./transport.ts', () => ({
    send: (request: unknown) => {
      sent.push(request);
      return Promise.resolve(answers.shift());
    },
  }));
  const { call, endpoints } = await freshClient();
  const options = { schema: ANY, query: { type: 'WEB' }, largeAnswer: true };
  expect(await call(endpoints.overalls, options)).toMatchObject({ ok: true, data: [{ id: 1, name: 'Oʻzbekcha' }] });
  expect(sent[0]).toMatchObject({ asBlob: true });
  expect((await call(endpoints.overalls, options)).error).toMatchObject({ status: 409, code: 'MENU_CLOSED' });
  expect((await call(endpoints.overalls, options)).error).toMatchObject({ kind: 'contract' });
  // An answer nobody said was large is taken as axios reads it.
  answers.push({ kind: 'answer', status: 200, data: [] });
  await call(endpoints.grades, { schema: ANY });
  expect(sent[3]).toMatchObject({ asBlob: undefined });
});
