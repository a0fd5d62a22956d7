// Everything the model is told. The schema also goes in as `format`, but that only constrains the answer's
// shape: the model reads the fields' meaning from this text.
import type { DocumentSchema, FieldDefinition } from "@docsift/contract";
import type { Chunk } from "./chunks.ts";

export type ChatMessage = { role: "system" | "user"; content: string };

export function systemPrompt(schema: DocumentSchema): string {
  return [
    "You extract data from a document into JSON that follows the given schema.",
    `Document type: ${schema.name}${schema.description ? ` - ${schema.description}` : ""}`,
    "",
    "Rules:",
    "- Use only values literally present in the document text. Never guess, infer, compute, translate or complete a value.",
    "- Copy every value exactly as printed: same spelling, digits, separators and date format. Do not reformat or convert.",
    "- Use null when the document does not give a value, and an empty list when it has no items for a list.",
    "- A list holds one item per entry (per table row), in document order; include every entry the text shows.",
    '- "=== Page N ===" marks where page N begins. Tables are written as rows of cells separated by "|".',
    "- The text may be an excerpt of a longer document: answer only from the text you are given.",
    "",
    "Fields:",
    ...fieldLines(schema.fields, ""),
  ].join("\n");
}

export function chatMessages(schema: DocumentSchema, chunk: Chunk, pageCount: number): ChatMessage[] {
  const first = chunk.pages[0];
  const last = chunk.pages.at(-1);
  const scope =
    first !== undefined && last !== undefined && chunk.pages.length < pageCount
      ? ` (pages ${first === last ? first : `${first} to ${last}`} of ${pageCount})`
      : "";
  return [
    { role: "system", content: systemPrompt(schema) },
    { role: "user", content: `Document text${scope}:\n\n${chunk.text}` },
  ];
}

export const REPAIR_PROMPT = "Your answer was not valid JSON. Reply again with only the JSON object that follows the schema.";

function fieldLines(fields: FieldDefinition[], indent: string): string[] {
  return fields.flatMap((field) => {
    const kind = field.type === "array" ? "list of items" : field.type;
    const about = field.description ? `: ${field.description}` : "";
    const head = `${indent}- ${field.name} (${kind})${about}`;
    return field.fields?.length ? [head, ...fieldLines(field.fields, `${indent}  `)] : [head];
  });
}
