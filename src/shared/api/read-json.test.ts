import { describe, expect, it } from 'vitest';
import { answerText, OFF_THREAD_BYTES } from './answer-bytes.ts';
import { readJson } from './read-json.ts';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('readJson', () => {
  it('reads an answer’s bytes as UTF-8 JSON', async () => {
    await expect(readJson(bytes('{"name":{"uz":"Palov","ru":"Плов"}}'))).resolves.toEqual({
      name: { uz: 'Palov', ru: 'Плов' },
    });
    expect(answerText(bytes('Oʻzbekcha'))).toBe('Oʻzbekcha');
  });

  it('returns what is already read as it is', async () => {
    const value = { products: [] };
    await expect(readJson(value)).resolves.toBe(value);
  });

  it('rejects bytes that are not JSON', async () => {
    await expect(readJson(bytes('<html>Bad gateway</html>'))).rejects.toThrow(SyntaxError);
  });

  it('reads a long answer on the page where no worker can run (the same value)', async () => {
    const products = Array.from({ length: 20_000 }, (_, id) => ({ id, name: { uz: `Taom ${id}`, ru: `Блюдо ${id}` } }));
    const answer = bytes(JSON.stringify({ products }));
    expect(answer.byteLength).toBeGreaterThan(OFF_THREAD_BYTES);
    expect(typeof Worker).toBe('undefined');
    await expect(readJson(answer)).resolves.toEqual({ products });
  });
});
