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

/** The text of an answer's bytes (UTF-8, as the API sends). */
export const answerText = (bytes: ArrayBuffer): string => new TextDecoder().decode(bytes);

/** An answer's bytes read as JSON on the page; throws the parser's error for bytes that are not JSON. */
export const readOnPage = (bytes: ArrayBuffer): unknown => JSON.parse(answerText(bytes)) as unknown;
