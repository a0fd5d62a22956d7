import { ReadError } from "./errors.ts";
import type { DocumentModel } from "./model.ts";

/**
 * The document, unless not a word could be read from any of its pages (a blank scan, a photo without text):
 * there is nothing to extract from it. Single pages without text are kept, empty.
 */
export function requireText(doc: DocumentModel): DocumentModel {
  if (doc.pages.some((page) => page.lines.length > 0)) return doc;
  throw new ReadError("empty_document", "No text could be read from the document.");
}
