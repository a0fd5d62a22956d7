// Bytes and a document_schema in, field results and credits out: the one path that the worker, the CLI's
// `extract`, the evaluation and the benchmark all run, so that what we measure is what callers get.
import { creditsFor, type DocumentSchema, type FieldResult } from "@docsift/contract";
import { extractWithRules } from "@docsift/extract";
import { documentText, readDocument, type DocumentModel } from "@docsift/reader";

export type PipelineOptions = {
  maxPages?: number;
  defaultPhoneRegion?: string;
};

export type PipelineResult = {
  fields: Record<string, FieldResult>;
  credits: number;
  pageCount: number;
  document: DocumentModel;
};

export async function processDocument(
  bytes: Buffer,
  contentType: string,
  schema: DocumentSchema,
  opts: PipelineOptions = {},
): Promise<PipelineResult> {
  const document = await readDocument(bytes, contentType, opts.maxPages === undefined ? {} : { maxPages: opts.maxPages });
  const fields = extractWithRules(document, schema, opts.defaultPhoneRegion ? { defaultPhoneRegion: opts.defaultPhoneRegion } : {});
  const credits = creditsFor({ kind: document.kind, pageCount: document.pages.length, textLength: documentText(document).length });
  return { fields, credits, pageCount: document.pages.length, document };
}
