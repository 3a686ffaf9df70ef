/** `fn`, called at most once: later calls return the first result (e.g. one read of storage for two query options). */
export function once<T>(fn: () => T): () => T {
  let result: { value: T } | null = null;
  return () => (result ??= { value: fn() }).value;
}
