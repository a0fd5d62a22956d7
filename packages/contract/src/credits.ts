// The credit rule, shared by the worker (which charges) and the README (which documents it).
const TEXT_CHARS_PER_CREDIT = 3000;

/** One credit per page; text and CSV count one page per 3,000 characters, at least 1. */
export function creditsFor(doc: { kind: string; pageCount: number; textLength: number }): number {
  if (doc.kind === "text" || doc.kind === "csv") return Math.max(1, Math.ceil(doc.textLength / TEXT_CHARS_PER_CREDIT));
  return Math.max(1, doc.pageCount);
}
