// The Ollama engine: the document in chunks that fit the model's context, one structured-output request per
// chunk, every answer grounded in the document, the chunks' findings merged into the contract's result shapes.
import type { DocumentSchema, FieldDefinition, FieldResult } from "@docsift/contract";
import type { DocumentModel } from "@docsift/reader";
import { contextBudget, documentChunks } from "./chunks.ts";
import { type ChatRequest, type OllamaSettings, chat } from "./client.ts";
import { groundAnswer } from "./ground.ts";
import { DocumentIndex } from "./locate.ts";
import { mergeFindings } from "./merge.ts";
import { inPool } from "./pool.ts";
import { REPAIR_PROMPT, chatMessages, systemPrompt } from "./prompt.ts";
import { toJsonSchema } from "./schema.ts";

export type OllamaExtractOptions = {
  /** The rules engine's result for the same document and schema; values it agrees with gain confidence. */
  rules?: Record<string, FieldResult>;
  /** Aborting rejects with the signal's reason and cancels the requests in flight. */
  signal?: AbortSignal;
  /** ISO country for national phone numbers, as for the rules engine. */
  defaultPhoneRegion?: string;
  /** Called once the result is complete, with what it took to get it; for logs and metrics. */
  onReport?: (report: OllamaReport) => void;
};

export type OllamaReport = {
  chunks: number;
  requests: number;
  /** Chunks whose answer was not JSON even after one repair request; they count as having found nothing. */
  unreadableAnswers: number;
  /** Values the model returned that are not in the document, and were therefore dropped. */
  ungrounded: number;
};

/** Rejects with an OllamaUnavailableError when the server is down, too slow, or lacks the model. */
export async function extractWithOllama(
  doc: DocumentModel,
  schema: DocumentSchema,
  settings: OllamaSettings,
  opts: OllamaExtractOptions = {},
): Promise<Record<string, FieldResult>> {
  const format = toJsonSchema(schema);
  const { maxChars, answerTokens } = contextBudget(settings.numCtx, systemPrompt(schema).length + JSON.stringify(format).length, {
    lists: schema.fields.some(hasList),
    values: countValues(schema.fields),
  });
  const chunks = documentChunks(doc, { maxChars });
  const index = new DocumentIndex(doc, opts.defaultPhoneRegion);
  const report: OllamaReport = { chunks: chunks.length, requests: 0, unreadableAnswers: 0, ungrounded: 0 };
  const findings = await inPool(chunks, settings.concurrency, opts.signal, async (chunk, signal) => {
    const request = { messages: chatMessages(schema, chunk, doc.pages.length), format, numPredict: answerTokens };
    const answer = await askForJson(settings, request, signal, report);
    return groundAnswer(answer, schema.fields, opts.rules, { index, pages: chunk.pages, stats: report });
  });
  const result = mergeFindings(schema.fields, findings);
  opts.onReport?.(report);
  return result;
}

/** The answer as a JSON object, asking once more when it is not one; null when the second answer is not either. */
async function askForJson(settings: OllamaSettings, request: ChatRequest, signal: AbortSignal, report: OllamaReport): Promise<unknown> {
  for (const messages of [request.messages, [...request.messages, { role: "user" as const, content: REPAIR_PROMPT }]]) {
    report.requests++;
    const parsed = parseObject(await chat(settings, { ...request, messages }, signal));
    if (parsed !== undefined) return parsed;
  }
  report.unreadableAnswers++;
  return null;
}

function parseObject(text: string): object | undefined {
  // Servers too old to constrain the answer return the JSON in a Markdown fence.
  const body = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, "$1");
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function hasList(field: FieldDefinition): boolean {
  return field.type === "array" || (field.fields ?? []).some(hasList);
}

function countValues(fields: FieldDefinition[]): number {
  return fields.reduce((n, f) => n + (f.fields ? countValues(f.fields) : 1), 0);
}
