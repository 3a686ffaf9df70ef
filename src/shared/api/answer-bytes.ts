/**
 * What the API client needs to read an answer taken as bytes, without the worker that reads the long ones
 * (read-json.ts, loaded only when an answer is that long).
 */

/**
 * Answers longer than this (in bytes) are read on a worker: decoding and parsing a megabyte takes about 10 ms on this
 * machine, 40 on a phone four times slower, still short of a long task; a 5,000-dish menu (6 MB) held the main
 * thread for 150 ms.
 */
export const OFF_THREAD_BYTES = 1_000_000;

/**
 * An answer taken as it came, to be read when needed: its bytes in the page, or (a large answer) a Blob, whose bytes
 * stay out of the page until they are read. Received into the page, a 5,000-dish menu's 6 MB held its main thread
 * for 0.1-0.3 s on this machine in tasks of their own, before any reading; as a Blob they go to the reading worker
 * without passing through it.
 */
export type AnswerBody = ArrayBuffer | Blob;

export const isAnswerBody = (data: unknown): data is AnswerBody =>
  data instanceof ArrayBuffer || (typeof Blob === 'function' && data instanceof Blob);

/** How many bytes an answer has. */
export const bodySize = (body: AnswerBody): number => (body instanceof ArrayBuffer ? body.byteLength : body.size);

/** The text of an answer (UTF-8, as the API sends). */
export const answerText = async (body: AnswerBody): Promise<string> =>
  body instanceof ArrayBuffer ? new TextDecoder().decode(body) : body.text();

/** An answer read as JSON on the page; rejects with the parser's error for a body that is not JSON. */
export const readOnPage = async (body: AnswerBody): Promise<unknown> => JSON.parse(await answerText(body)) as unknown;
