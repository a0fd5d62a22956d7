/**
 * Remembers a pure text scanner's answers within one extraction: the engine's stages read the same line for dates
 * and amounts many times over (facts, the generic resolver, the packs), and a scan runs dozens of regular
 * expressions. The answers are frozen, as every caller shares them. `forgetScans` empties every memory; the engine
 * calls it when an extraction ends, so that nothing is kept between documents.
 */
const memories: Map<string, unknown>[] = [];

export function remembered<O, R extends object>(scan: (text: string, opts: O) => R[]): (text: string, opts: O) => R[] {
  const seen = new Map<string, R[]>();
  memories.push(seen);
  return (text, opts) => {
    const key = `${JSON.stringify(opts ?? null)}\u0000${text}`;
    let found = seen.get(key);
    if (!found) {
      found = Object.freeze(scan(text, opts).map((r) => Object.freeze(r))) as R[];
      seen.set(key, found);
    }
    return found;
  };
}

export function forgetScans(): void {
  for (const m of memories) m.clear();
}
