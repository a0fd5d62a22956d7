import { decodeText } from "./decode.ts";
import { ReadError } from "./errors.ts";
import { gridLine, gridLineWidth, tokenizeGridLine } from "./grid.ts";
import type { DocumentModel, Page } from "./model.ts";
import type { ResolvedReadOptions } from "./options.ts";

export async function readText(bytes: Uint8Array, opts: ResolvedReadOptions): Promise<DocumentModel> {
  const text = decodeText(bytes);
  if (text.trim() === "") throw new ReadError("empty_document", "The text file is empty.");

  const pageTexts = text.split("\f");
  // Tools like pdftotext end every page with \f; that must not create a trailing blank page.
  if (pageTexts.length > 1 && pageTexts.at(-1)!.trim() === "") pageTexts.pop();
  if (pageTexts.length > opts.maxPages) {
    throw new ReadError("too_many_pages", `The text has ${pageTexts.length} pages; at most ${opts.maxPages} are allowed.`);
  }
  return { kind: "text", pages: pageTexts.map((pageText, i) => textPage(pageText, i + 1)) };
}

function textPage(pageText: string, number: number): Page {
  const rawLines = pageText.split(/\r\n|\r|\n/);
  // A terminating newline ends the last line; it does not start another one.
  if (rawLines.length > 1 && rawLines.at(-1) === "") rawLines.pop();
  const tokenized = rawLines.map(tokenizeGridLine);
  const width = tokenized.reduce((max, words) => Math.max(max, gridLineWidth(words)), 1);
  const height = Math.max(1, tokenized.length);
  const lines = tokenized.flatMap((words, row) => (words.length > 0 ? [gridLine(words, row, width, height)] : []));
  return { number, width, height, source: "text", lines, tables: [] };
}
