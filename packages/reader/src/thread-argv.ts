/**
 * The Node options of a piscina thread whose entry is an ES module with top-level await (the PDF and job
 * threads' boot files). Piscina loads an entry with require() first and falls back to import(). On Node 20.19+
 * require() of an ES module goes through the ES module loader, so a require() that arrives while the thread's
 * first import() of the same file is still linking (piscina loads the entry at a thread's start and again for a
 * task that comes meanwhile) aborted the process in V8 ("IsGraphAsync must be used on an instantiated module").
 * Without require(esm) the require() fails at once, before the ES module loader, and import() alone loads it.
 */
export const THREAD_EXEC_ARGV: readonly string[] = [...process.execArgv, "--no-experimental-require-module"];
