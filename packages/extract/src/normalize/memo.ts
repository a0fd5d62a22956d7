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

/**
 * Remembers what a schema's field compiles to (its label patterns, its matcher terms) across extractions: a caller
 * sends the same schema with many documents, and compiling a field's name and description (WordNet, the lexicon's
 * concepts) costs as much as reading its value from a one-page document. The answers depend on the field alone,
 * never on a document. Bounded: past `limit` fields it starts over.
 */
export function compiledPerField<A extends unknown[], R>(compile: (...args: A) => R, limit = 2_000): (...args: A) => R {
  const known = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let out = known.get(key);
    if (out === undefined) {
      out = compile(...args);
      if (known.size >= limit) known.clear();
      known.set(key, out);
    }
    return out;
  };
}
