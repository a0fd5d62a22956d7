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
 * never on a document. Bounded: past `FIELDS_KEPT` fields it starts over; each field's own memories of the words
 * and keys it met (labels.ts, terms.ts) hold at most `WORDS_KEPT` each: at most about 1 MB a field (a schema of
 * 20 fields, 20 MB; 100 MB in all).
 */
export function compiledPerField<A extends unknown[], R>(compile: (...args: A) => R): (...args: A) => R {
  const known = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let out = known.get(key);
    if (out === undefined) {
      out = compile(...args);
      if (known.size >= FIELDS_KEPT) known.clear();
      known.set(key, out);
    }
    return out;
  };
}

const FIELDS_KEPT = 100;
export const WORDS_KEPT = 2_000;
