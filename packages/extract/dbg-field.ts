import { readFile } from "node:fs/promises";
import { readDocument, closePdfThreads, closeOcr } from "@docsift/reader";
import { layOut } from "./src/layout.ts";
import { collectFacts } from "./src/facts/key-values.ts";
import { fieldTerms } from "./src/matcher/terms.ts";
import { genericCandidates, shapeOf, wishFor } from "./src/resolver/generic.ts";
import { readingOf } from "./src/reading.ts";
import { extractWithRules } from "./src/engine.ts";
const [id, ...names] = process.argv.slice(2);
const H = "../eval/src/generality/html/";
const c = JSON.parse(await readFile(`${H}${id}.json`, "utf8"));
const png = c.format === "png";
const bytes = png ? await readFile(`../../.eval/printed/docs/${id}.png`) : await readFile(`${H}${id}.pdf`);
const doc = await readDocument(bytes, png ? "image/png" : "application/pdf");
const layout = layOut(doc);
const reading = readingOf(layout);
const facts = collectFacts(layout);
const fields = c.fields.flatMap((f: any) => f.type === "object" ? f.fields.map((s: any) => ({ ...s, ctx: `${f.name} ${f.description ?? ""}` })) : [f]);
const schema = { name: c.schema.name, description: c.schema.description, fields: c.fields.map(function strip(f: any): any { const o: any = { name: f.name, type: f.type }; if (f.description) o.description = f.description; if (f.fields) o.fields = f.fields.map(strip); if (f.items) o.fields = f.items.map(strip); return o; }) };
const result = extractWithRules(doc, schema as any);
for (const f of fields) {
  if (names.length && !names.includes(f.name)) continue;
  const terms = fieldTerms({ name: f.name, type: f.type, description: f.description }, f.ctx ?? "");
  console.log(`\n## ${f.name} (${f.type}) expected ${JSON.stringify(f.expected)}  terms=${JSON.stringify(terms.name)}`);
  const wish = wishFor(terms, f.description ?? "", shapeOf(terms));
  for (const cand of genericCandidates(facts, terms, wish, reading).slice(0, 6))
    console.log(`  ${cand.score.toFixed(2)} m=${cand.match.toFixed(2)} ${cand.fact.form} key="${cand.fact.keyText}" -> ${JSON.stringify(cand.value)}`);
}
console.log("\nRESULT", JSON.stringify(Object.fromEntries(Object.entries(result).map(([k, v]: any) => [k, Array.isArray(v) ? `[${v.length}]` : v.value !== undefined ? v.value : Object.fromEntries(Object.entries(v).map(([a, b]: any) => [a, b.value]))]))));
await closePdfThreads(); await closeOcr();
