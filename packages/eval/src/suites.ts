// Our own suites, built on demand: the generality suite (documents of trades the shared corpus does not cover)
// and its printed half.
/** The source name of the generality suite (our own documents of trades the shared corpus does not cover). */
export const GENERALITY_SOURCE = "generality";

/**
 * Builds the generality suite into `<dir>/generality` (cases.json + docs/) and returns that folder. Loaded on
 * demand: it renders PDFs and scans, which no other command needs.
 */
export async function buildGenerality(dir: string): Promise<string> {
  return (await import("./generality/build.ts")).buildGenerality(dir);
}

/** The source name of the suite's printed half (HTML documents printed to PDF by Chromium). */
export const PRINTED_SOURCE = "printed";

/** Builds the printed documents into `<dir>/printed` and returns that folder. */
export async function buildPrinted(dir: string): Promise<string> {
  return (await import("./generality/printed.ts")).buildPrinted(dir);
}
