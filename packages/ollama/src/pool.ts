// Chunks are asked `limit` at a time. The first failure stops the rest: a job that cannot finish should not keep
// the server busy with requests whose answers will be thrown away.

export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal | undefined,
  work: (item: T, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const stop = new AbortController();
  const combined = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      combined.throwIfAborted();
      const i = next++;
      results[i] = await work(items[i]!, combined);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(Math.max(1, Math.floor(limit)), items.length) }, worker));
  } catch (error) {
    stop.abort(error);
    throw error;
  }
  return results;
}
