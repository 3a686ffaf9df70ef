/// <reference lib="webworker" />
/**
 * Receives, decodes and reads a large JSON answer off the page's main thread (read-json.ts) and sends it back in
 * pieces (answer-pieces.ts), each message tagged with the request's id; the items of a list with a known schema (the
 * menu's dishes: list-schemas.ts) are checked here too.
 */
import { answerText, type AnswerBody } from './answer-bytes.ts';
import { checkedPiece, toPieces, type AnswerPiece } from './answer-pieces.ts';
import { LIST_SCHEMAS } from './list-schemas.ts';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<{ id: number; body: AnswerBody }>) => {
  const { id, body } = event.data;
  let pieces: AnswerPiece[];
  try {
    pieces = toPieces(JSON.parse(await answerText(body)));
  } catch (error) {
    pieces = [{ kind: 'fail', message: error instanceof Error ? error.message : String(error) }];
  }
  // Each piece checked just before it is sent: the page reads one piece while the next is checked here.
  for (const piece of pieces) self.postMessage({ id, piece: checkedPiece(piece, LIST_SCHEMAS) });
};
