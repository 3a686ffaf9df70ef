import { PieceJoiner, type AnswerPiece } from './answer-pieces.ts';
import { readOnPage, type AnswerBody } from './answer-bytes.ts';
import { LIST_SCHEMAS } from './list-schemas.ts';
import { checkedItems } from './parse-in-slices.ts';

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { joiner: PieceJoiner; resolve: (value: unknown) => void; reject: (e: Error) => void }
>();

/** The one reading worker, started on first need; null where workers are unavailable (then the page reads). */
function readingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./read-json.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
    return null;
  }
  worker.onmessage = (event: MessageEvent<{ id: number; piece: AnswerPiece }>) => {
    const entry = waiting.get(event.data.id);
    if (!entry) return;
    try {
      if (!entry.joiner.add(event.data.piece)) return;
      const value = entry.joiner.result as Record<string, unknown>;
      for (const list of entry.joiner.checkedLists) {
        const items = value[list];
        const schema = LIST_SCHEMAS[list];
        if (Array.isArray(items) && schema) for (const item of items) checkedItems.set(item as object, schema);
      }
      entry.resolve(value);
    } catch (error) {
      entry.reject(error instanceof Error ? error : new Error(String(error)));
    }
    waiting.delete(event.data.id);
  };
  // A worker that cannot start (its file missing after a deploy, a policy) leaves the reading to the page.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    const pending = [...waiting.values()];
    waiting.clear();
    for (const entry of pending) entry.resolve(READ_ON_PAGE);
  };
  return worker;
}

const READ_ON_PAGE = Symbol('read on the page');

/**
 * The value of a long JSON answer, read off the main thread: it goes to a worker (a Blob's bytes without passing
 * through the page), which decodes and parses it and sends the value back in pieces, so reading a menu of thousands
 * of dishes never blocks taps and paints.
 * Where no worker can run, or it fails to start, the page reads them. Rejects with the parser's error for an answer
 * that is not JSON. (Which answers are long enough is the API client's call: `OFF_THREAD_BYTES`.)
 */
export async function readOffThread(answer: AnswerBody): Promise<unknown> {
  const reader = typeof Worker === 'function' ? readingWorker() : null;
  if (reader) {
    const id = (nextId += 1);
    const value = await new Promise<unknown>((resolve, reject) => {
      waiting.set(id, { joiner: new PieceJoiner(), resolve, reject });
      // Copied (or the Blob shared), not transferred: should the worker fail to start, the page still has the answer.
      reader.postMessage({ id, body: answer });
    });
    if (value !== READ_ON_PAGE) return value;
  }
  return readOnPage(answer);
}
