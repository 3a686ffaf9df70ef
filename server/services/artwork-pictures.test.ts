import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { renderArtwork } from '../seed/artwork.ts';
import { QUEUE_LIMIT, type Picture, RENDERS_AT_ONCE, createArtworkPictures, svgToWebp } from './artwork-pictures.ts';

/** A render whose answers the test hands out, one by one, recording what was asked. */
function heldRender() {
  const asked: string[] = [];
  const pending: Array<(picture: Picture) => void> = [];
  const render = (svg: string) => {
    asked.push(svg);
    return new Promise<Picture>((resolve) => pending.push(resolve));
  };
  const finishNext = (bytes = 10) => pending.shift()?.(new Uint8Array(bytes));
  return { asked, pending, render, finishNext };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the demo pictures as WebP', () => {
  it('rasterises a drawing to a 480x480 WebP a few kilobytes long', async () => {
    const webp = await svgToWebp(renderArtwork('plov', { seed: 1 }));
    expect(Buffer.from(webp.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    expect(Buffer.from(webp.subarray(8, 12)).toString('latin1')).toBe('WEBP');
    const meta = await sharp(webp).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 480,
      height: 480,
    });
    expect(webp.byteLength).toBeGreaterThan(1000);
    expect(webp.byteLength).toBeLessThan(30_000);
  });

  it('draws an address once however many ask for it at a time, and keeps it', async () => {
    const held = heldRender();
    const pictures = createArtworkPictures({ render: held.render });
    const asks = [pictures.webp('plov', 1), pictures.webp('plov', 1), pictures.webp('plov', 1)];
    await settle();
    expect(held.asked).toHaveLength(1);
    held.finishNext();
    const answers = await Promise.all(asks);
    expect(new Set(answers).size).toBe(1);
    await expect(pictures.webp('plov', 1)).resolves.toBe(answers[0]);
    expect(held.asked).toHaveLength(1);
    pictures.webp('plov', 2);
    await settle();
    expect(held.asked).toHaveLength(2);
  });

  it(`draws at most ${RENDERS_AT_ONCE} at once, queues ${QUEUE_LIMIT} more and refuses the next with 429`, async () => {
    const held = heldRender();
    const pictures = createArtworkPictures({ render: held.render });
    const asks = Array.from({ length: RENDERS_AT_ONCE + QUEUE_LIMIT }, (_, i) => pictures.webp('pizza', i));
    await settle();
    expect(held.asked).toHaveLength(RENDERS_AT_ONCE);
    const refused = await pictures.webp('pizza', 9999).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).toBody().message).toBe('Too many requests. Try again in 1 seconds');
    // Each finished render lets one waiting start, never more than the limit running.
    for (let done = 0; done < asks.length; done += 1) {
      held.finishNext();
      await settle();
      expect(held.pending.length).toBeLessThanOrEqual(RENDERS_AT_ONCE);
    }
    expect(held.asked).toHaveLength(asks.length);
    await Promise.all(asks);
    // With the queue empty again, a new address is drawn at once.
    const later = pictures.webp('pizza', 9999);
    await settle();
    held.finishNext();
    await expect(later).resolves.toBeInstanceOf(Uint8Array);
  });

  it('keeps pictures up to its byte budget, the least recently used leaving first', async () => {
    const held = heldRender();
    const pictures = createArtworkPictures({ render: held.render, cacheBytes: 30 });
    for (const seed of [1, 2, 3]) {
      const ask = pictures.webp('cake', seed);
      await settle();
      held.finishNext(10);
      await ask;
    }
    await pictures.webp('cake', 1); // 1 is now the most recent; 2 the least
    const four = pictures.webp('cake', 4);
    await settle();
    held.finishNext(10);
    await four;
    expect(held.asked).toHaveLength(4);
    await Promise.all([pictures.webp('cake', 1), pictures.webp('cake', 3), pictures.webp('cake', 4)]);
    expect(held.asked).toHaveLength(4);
    const two = pictures.webp('cake', 2);
    await settle();
    expect(held.asked).toHaveLength(5);
    held.finishNext(10);
    await two;
  });

  it('lets a failed render be asked for again', async () => {
    let calls = 0;
    const pictures = createArtworkPictures({
      render: async () => {
        calls += 1;
        if (calls === 1) throw new Error('broken');
        return new Uint8Array(5);
      },
    });
    await expect(pictures.webp('cola', 1)).rejects.toThrow('broken');
    await expect(pictures.webp('cola', 1)).resolves.toHaveLength(5);
  });
});
