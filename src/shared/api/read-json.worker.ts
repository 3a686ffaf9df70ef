/// <reference lib="webworker" />
/**
 * Decodes and reads a large JSON answer's bytes off the page's main thread (read-json.ts) and sends it back in pieces
 * (answer-pieces.ts), each message tagged with the request's id.
 */
import { toPieces, type AnswerPiece } from './answer-pieces.ts';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<{ id: number; bytes: ArrayBuffer }>) => {
  const { id, bytes } = event.data;
  let pieces: AnswerPiece[];
  try {
    pieces = toPieces(JSON.parse(new TextDecoder().decode(bytes)));
  } catch (error) {
    pieces = [{ kind: 'fail', message: error instanceof Error ? error.message : String(error) }];
  }
  for (const piece of pieces) self.postMessage({ id, piece });
};
