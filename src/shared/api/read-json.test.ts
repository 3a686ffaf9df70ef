import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerText, OFF_THREAD_BYTES, type AnswerBody } from './answer-bytes.ts';
import type { AnswerPiece } from './answer-pieces.ts';
import { readOffThread } from './read-json.ts';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('readOffThread', () => {
  it('reads an answer’s bytes as UTF-8 JSON', async () => {
    await expect(readOffThread(bytes('{"name":{"uz":"Palov","ru":"Плов"}}'))).resolves.toEqual({
      name: { uz: 'Palov', ru: 'Плов' },
    });
    await expect(answerText(bytes('Oʻzbekcha'))).resolves.toBe('Oʻzbekcha');
    await expect(answerText(new Blob(['Oʻzbekcha']))).resolves.toBe('Oʻzbekcha');
  });

  it('rejects bytes that are not JSON', async () => {
    await expect(readOffThread(bytes('<html>Bad gateway</html>'))).rejects.toThrow(SyntaxError);
  });

  it('reads a long answer on the page where no worker can run (the same value)', async () => {
    const products = Array.from({ length: 20_000 }, (_, id) => ({ id, name: { uz: `Taom ${id}`, ru: `Блюдо ${id}` } }));
    const answer = bytes(JSON.stringify({ products }));
    expect(answer.byteLength).toBeGreaterThan(OFF_THREAD_BYTES);
    expect(typeof Worker).toBe('undefined');
    await expect(readOffThread(answer)).resolves.toEqual({ products });
  });
});

describe('readOffThread with a worker', () => {
  const long = () => {
    const products = Array.from({ length: 20_000 }, (_, id) => ({ id, name: { uz: `Taom ${id}` } }));
    return { products, answer: bytes(JSON.stringify({ products })) };
  };
  /** A fresh copy of the module (its worker is made once per page), with `Worker` as given. */
  const withWorker = async (worker: unknown) => {
    vi.resetModules();
    vi.stubGlobal('Worker', worker);
    return (await import('./read-json.ts')).readOffThread;
  };
  afterEach(() => vi.unstubAllGlobals());

  /** A worker that sends the answer back in pieces of `size` as the real one does, each passed through `send`. */
  const piecesWorker = async (size: number, send: (piece: AnswerPiece) => AnswerPiece = (piece) => piece) => {
    const { toPieces } = await import('./answer-pieces.ts');
    return class {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      postMessage({ id, body }: { id: number; body: AnswerBody }) {
        void answerText(body).then((text) => {
          for (const piece of toPieces(JSON.parse(text), size))
            setTimeout(() => this.onmessage?.({ data: { id, piece: send(piece) } }));
        });
      }
      terminate() {}
    };
  };

  it('joins the pieces a worker sends back', async () => {
    const readOffThread = await withWorker(await piecesWorker(1_000));
    const { products, answer } = long();
    await expect(readOffThread(answer)).resolves.toEqual({ products });
    // A large answer as the client takes it: a Blob, handed to the worker as it is.
    await expect(readOffThread(new Blob([answer]))).resolves.toEqual({ products });
  });

  it('reads on the page when the worker cannot be made, or fails to start', async () => {
    const { products, answer } = long();
    const blocked = await withWorker(
      class {
        constructor() {
          throw new Error('blocked by policy');
        }
      },
    );
    await expect(blocked(answer)).resolves.toEqual({ products });
    const missing = await withWorker(
      class {
        onerror: (() => void) | null = null;
        postMessage() {
          setTimeout(() => this.onerror?.());
        }
        terminate() {}
      },
    );
    await expect(missing(answer)).resolves.toEqual({ products });
  });

  it('marks the dishes the worker has checked, so the page does not check them again; not a menu with one that does not fit', async () => {
    const { checkedPiece } = await import('./answer-pieces.ts');
    const { LIST_SCHEMAS } = await import('./list-schemas.ts');
    // As read-json.worker.ts does: each piece checked before it is sent.
    const readOffThread = await withWorker(await piecesWorker(100, (piece) => checkedPiece(piece, LIST_SCHEMAS)));
    const { checkedItems } = await import('./parse-in-slices.ts');
    const { ProductSchema } = await import('@/shared/contract/catalogue.ts');
    const { PLOV } = await import('@/testing/fixtures.ts');
    const products = Array.from({ length: 300 }, (_, id) => ({ ...PLOV, id }));
    const menu = (await readOffThread(bytes(JSON.stringify({ products })))) as { products: object[] };
    expect(menu.products).toHaveLength(300);
    expect(menu.products.every((dish) => checkedItems.get(dish) === ProductSchema)).toBe(true);

    const spoilt = products.map((dish) => (dish.id === 250 ? { ...dish, costPrice: 'free' } : dish));
    const left = (await readOffThread(bytes(JSON.stringify({ products: spoilt })))) as { products: object[] };
    expect(left.products.some((dish) => checkedItems.has(dish))).toBe(false);
  });
});
