// What the business pack reads a field with (the document's layout, reading habits and role headings) and what it
// offers for one: shared by the label search (fields.ts) and the fallbacks it falls back on (fallbacks.ts).
import type { LineRef, Layout } from "../layout.ts";
import type { Reading } from "../values.ts";
import type { Heading } from "./roles.ts";

export type DocContext = { layout: Layout; reading: Reading; headings: Heading[] };

export type Candidate = {
  value: string | number;
  /** For ranking: confidence with preferences (party block, description words) applied. */
  score: number;
  confidence: number;
  ref: LineRef;
  start: number;
  end: number;
  context: string;
  /** Words around the matched label that are not part of it ("Total 0% supplies"); labelled candidates only. */
  labelExtra?: number;
};
