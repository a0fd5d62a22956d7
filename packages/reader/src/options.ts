export type ReadOptions = {
  /** Documents with more pages are refused with `too_many_pages`. Default 2000. */
  maxPages?: number;
};

export type ResolvedReadOptions = Required<ReadOptions>;

export function resolveOptions(opts: ReadOptions = {}): ResolvedReadOptions {
  return { maxPages: opts.maxPages ?? 2000 };
}
